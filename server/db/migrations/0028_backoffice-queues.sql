CREATE TABLE "contact_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"staff_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_replies_body" CHECK (char_length("contact_replies"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "investment_requests" DROP CONSTRAINT "investment_requests_status";--> statement-breakpoint
ALTER TABLE "investment_requests" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "investment_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "investment_requests_waiting_idx" ON "investment_requests" USING btree ("created_at") WHERE "investment_requests"."status" in ('new', 'contacted');--> statement-breakpoint
CREATE INDEX "reviews_unchecked_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."score" <= 2 and "reviews"."checked_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."status" = 'open';--> statement-breakpoint
ALTER TABLE "investment_requests" ADD CONSTRAINT "investment_requests_status" CHECK ("investment_requests"."status" in ('new', 'contacted', 'approved', 'declined', 'closed'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_reason" is null));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status" CHECK ("contact_messages"."status" in ('open', 'closed'));