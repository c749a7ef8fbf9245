CREATE TABLE "nonces" (
	"app_id" text NOT NULL,
	"purpose" text NOT NULL,
	"value" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "nonces_app_id_purpose_value_pk" PRIMARY KEY("app_id","purpose","value")
);
--> statement-breakpoint
CREATE INDEX "nonces_expiry_idx" ON "nonces" USING btree ("expires_at");