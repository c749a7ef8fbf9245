CREATE TABLE "embedded_wallet_entropies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"entropy_id" text NOT NULL,
	"entropy_id_verifier" text NOT NULL,
	"auth_share_ciphertext" text NOT NULL,
	"recovery_method" text NOT NULL,
	"recovery_share_ciphertext" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedded_wallets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"entropy_row_id" uuid,
	"chain_type" text NOT NULL,
	"wallet_index" integer NOT NULL,
	"address" text NOT NULL,
	"server_key_ciphertext" text,
	"delegated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "embedded_wallet_entropies" ADD CONSTRAINT "embedded_wallet_entropies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_wallets" ADD CONSTRAINT "embedded_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_wallets" ADD CONSTRAINT "embedded_wallets_entropy_row_id_embedded_wallet_entropies_id_fk" FOREIGN KEY ("entropy_row_id") REFERENCES "public"."embedded_wallet_entropies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_wallet_entropies_uq" ON "embedded_wallet_entropies" USING btree ("app_id","entropy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_wallets_user_chain_index_uq" ON "embedded_wallets" USING btree ("user_id","chain_type","wallet_index");--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_wallets_address_uq" ON "embedded_wallets" USING btree ("app_id","address");