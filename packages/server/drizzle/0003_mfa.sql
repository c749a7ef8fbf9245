CREATE TABLE "mfa_methods" (
	"user_id" uuid NOT NULL,
	"app_id" text NOT NULL,
	"method" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mfa_methods_user_id_method_subject_pk" PRIMARY KEY("user_id","method","subject")
);
--> statement-breakpoint
ALTER TABLE "mfa_methods" ADD CONSTRAINT "mfa_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;