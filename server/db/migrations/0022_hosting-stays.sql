ALTER TABLE "reservations" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancel_note" text;--> statement-breakpoint
CREATE INDEX "reservations_host_cancelled_idx" ON "reservations" USING btree ("unit_id","cancelled_at") WHERE "reservations"."cancelled_by" = 'host';--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancelled_by" CHECK ("reservations"."cancelled_by" is null or "reservations"."cancelled_by" in ('guest', 'host', 'staff'));--> statement-breakpoint
-- Stays cancelled before the column existed were all cancelled by their guests (the only path then).
UPDATE "reservations" SET "cancelled_by" = 'guest' WHERE "status" = 'cancelled' AND "cancelled_by" IS NULL;
