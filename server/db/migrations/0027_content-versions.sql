CREATE TABLE "faq_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"faq_id" integer NOT NULL,
	"version" integer NOT NULL,
	"category" text NOT NULL,
	"question_en" text NOT NULL,
	"question_ar" text NOT NULL,
	"answer_en" text NOT NULL,
	"answer_ar" text NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"restored_from" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_versions_number" UNIQUE("faq_id","version"),
	CONSTRAINT "faq_versions_version" CHECK ("faq_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "informative_page_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "informative_page_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_ar" text NOT NULL,
	"body_en" jsonb NOT NULL,
	"body_ar" jsonb NOT NULL,
	"updated_on" date NOT NULL,
	"restored_from" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "informative_page_versions_number" UNIQUE("slug","version"),
	CONSTRAINT "informative_page_versions_version" CHECK ("informative_page_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "faqs" DROP CONSTRAINT "faqs_category_position";--> statement-breakpoint
DROP INDEX "promo_redemptions_one_per_user";--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_uses_per_guest" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faq_versions" ADD CONSTRAINT "faq_versions_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_versions" ADD CONSTRAINT "faq_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informative_page_versions" ADD CONSTRAINT "informative_page_versions_slug_informative_pages_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."informative_pages"("slug") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informative_page_versions" ADD CONSTRAINT "informative_page_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_redemptions_live_by_user" ON "promo_redemptions" USING btree ("promo_code_id","user_id") WHERE "promo_redemptions"."released_at" is null;--> statement-breakpoint
CREATE INDEX "promo_redemptions_by_code" ON "promo_redemptions" USING btree ("promo_code_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "faqs_category_position" ON "faqs" USING btree ("category","position") WHERE "faqs"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_per_guest" CHECK ("promo_codes"."max_uses_per_guest" between 1 and 100);--> statement-breakpoint
-- Written by hand: what a database already holds becomes each record's version 1, by nobody (the
-- seed or an edit made before the console), so the console's history starts from it.
INSERT INTO "faq_versions" ("faq_id", "version", "category", "question_en", "question_ar", "answer_en", "answer_ar")
  SELECT "id", 1, "category", "question_en", "question_ar", "answer_en", "answer_ar" FROM "faqs";--> statement-breakpoint
INSERT INTO "informative_page_versions" ("slug", "version", "title_en", "title_ar", "summary_en", "summary_ar", "body_en", "body_ar", "updated_on")
  SELECT "slug", 1, "title_en", "title_ar", "summary_en", "summary_ar", "body_en", "body_ar", "updated_on" FROM "informative_pages";
