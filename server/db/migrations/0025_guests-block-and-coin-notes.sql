ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_by" uuid;--> statement-breakpoint
ALTER TABLE "coin_entries" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_blocked_reason" CHECK (("users"."blocked_at" is null) = ("users"."blocked_reason" is null));--> statement-breakpoint
ALTER TABLE "coin_entries" ADD CONSTRAINT "coin_entries_note" CHECK ("coin_entries"."note" is null or char_length("coin_entries"."note") <= 500);