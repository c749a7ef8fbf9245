CREATE TABLE IF NOT EXISTS "magic_word_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"user_id" text NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL
);
