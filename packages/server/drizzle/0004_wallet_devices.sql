CREATE TABLE "embedded_wallet_devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entropy_row_id" uuid NOT NULL,
	"thumbprint" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"registered_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "embedded_wallet_entropies" ADD COLUMN "recovery_proof_key" text;--> statement-breakpoint
ALTER TABLE "embedded_wallet_devices" ADD CONSTRAINT "embedded_wallet_devices_entropy_row_id_embedded_wallet_entropies_id_fk" FOREIGN KEY ("entropy_row_id") REFERENCES "public"."embedded_wallet_entropies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_wallet_devices_uq" ON "embedded_wallet_devices" USING btree ("entropy_row_id","thumbprint");