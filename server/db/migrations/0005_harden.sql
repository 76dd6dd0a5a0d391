CREATE TABLE "login_alerts" (
	"email" text PRIMARY KEY NOT NULL,
	"notified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_sends" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_email_source_failed_at_index" ON "login_failures" USING btree ("email","source","failed_at");--> statement-breakpoint
CREATE INDEX "otp_sends_email_source_created_idx" ON "otp_sends" USING btree ("email_hash","source","created_at");