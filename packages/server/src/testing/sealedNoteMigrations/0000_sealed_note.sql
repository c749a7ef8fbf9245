CREATE TABLE IF NOT EXISTS "sealed_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"user_id" text NOT NULL,
	"body_ciphertext" text NOT NULL
);
