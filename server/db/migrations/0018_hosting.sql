CREATE TABLE "country_rules" (
	"country_code" text PRIMARY KEY NOT NULL,
	"licence_required" boolean DEFAULT false NOT NULL,
	"weekend_nights" integer[] DEFAULT '{5,6}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "roles" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "check_in_instructions_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "check_in_instructions_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "licence_expires_on" date;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "host_fee_bp" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_submissions" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "property_submissions" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "property_submissions" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "property_submissions" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_submissions" ADD CONSTRAINT "property_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_submissions" ADD CONSTRAINT "property_submissions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_submissions_user_idx" ON "property_submissions" USING btree ("user_id") WHERE "property_submissions"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_roles" CHECK ("users"."roles" <@ array['host', 'admin', 'support', 'content', 'finance']::text[]);--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_status" CHECK ("units"."status" in ('draft', 'review', 'published', 'paused'));--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_paused_reason" CHECK ("units"."paused_reason" in ('host', 'licence_expired'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_host_fee" CHECK ("reservations"."host_fee_bp" between 0 and 5000);--> statement-breakpoint
-- Reference data the rules read. Saudi Arabia: a tourism licence on every listed unit (platforms must
-- delist unlicensed units since 1 January 2025); weekend nights are Thursday and Friday (ISO 4, 5) where
-- the weekend is Friday and Saturday, Friday and Saturday nights (5, 6) in the UAE since 2022.
INSERT INTO "country_rules" ("country_code", "licence_required", "weekend_nights") VALUES
  ('SA', true, '{4,5}'), ('OM', false, '{4,5}'), ('EG', false, '{4,5}'), ('AE', false, '{5,6}')
ON CONFLICT DO NOTHING;
