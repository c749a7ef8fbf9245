CREATE TABLE "embedded_wallet_passkeys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" integer DEFAULT 0 NOT NULL,
	"transports" jsonb NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "embedded_wallet_passkeys" ADD CONSTRAINT "embedded_wallet_passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_wallet_passkeys_uq" ON "embedded_wallet_passkeys" USING btree ("app_id","credential_id");