CREATE TABLE "amenities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "amenities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "amenities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"country_code" text NOT NULL,
	"image_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"key" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"label_en" text NOT NULL,
	"label_ar" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"symbol_en" text NOT NULL,
	"symbol_ar" text NOT NULL,
	"exponent" integer DEFAULT 2 NOT NULL,
	"rate_micros" bigint NOT NULL,
	"rates_as_of" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "currencies_rate_positive" CHECK ("currencies"."rate_micros" > 0)
);
--> statement-breakpoint
CREATE TABLE "page_meta" (
	"page" text PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"image_key" text
);
--> statement-breakpoint
CREATE TABLE "unit_amenities" (
	"unit_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	CONSTRAINT "unit_amenities_unit_id_amenity_id_pk" PRIMARY KEY("unit_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "unit_blocked_days" (
	"unit_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "unit_blocked_days_unit_id_day_pk" PRIMARY KEY("unit_id","day")
);
--> statement-breakpoint
CREATE TABLE "unit_extras" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_extras_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"price_minor" integer NOT NULL,
	"pricing" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "unit_extras_pricing" CHECK ("unit_extras"."pricing" in ('per_night', 'per_stay')),
	CONSTRAINT "unit_extras_price" CHECK ("unit_extras"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "unit_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"alt_en" text NOT NULL,
	"alt_ar" text NOT NULL,
	CONSTRAINT "unit_images_position" UNIQUE("unit_id","position")
);
--> statement-breakpoint
CREATE TABLE "unit_price_overrides" (
	"unit_id" integer NOT NULL,
	"day" date NOT NULL,
	"price_minor" integer NOT NULL,
	CONSTRAINT "unit_price_overrides_unit_id_day_pk" PRIMARY KEY("unit_id","day"),
	CONSTRAINT "unit_price_overrides_price" CHECK ("unit_price_overrides"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"house_rules_en" text NOT NULL,
	"house_rules_ar" text NOT NULL,
	"city_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"area_en" text NOT NULL,
	"area_ar" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"guests" integer NOT NULL,
	"bedrooms" integer NOT NULL,
	"beds" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"cancellation_policy" text NOT NULL,
	"base_price_minor" integer NOT NULL,
	"cleaning_fee_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"rating_average" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_slug_unique" UNIQUE("slug"),
	CONSTRAINT "units_currency_sar" CHECK ("units"."currency" = 'SAR'),
	CONSTRAINT "units_counts" CHECK ("units"."guests" > 0 and "units"."bedrooms" >= 0 and "units"."beds" > 0 and "units"."bathrooms" >= 0),
	CONSTRAINT "units_price" CHECK ("units"."base_price_minor" > 0 and "units"."cleaning_fee_minor" >= 0),
	CONSTRAINT "units_policy" CHECK ("units"."cancellation_policy" in ('flexible', 'moderate', 'strict')),
	CONSTRAINT "units_times" CHECK ("units"."check_in_time" ~ '^[0-2][0-9]:[0-5][0-9]$' and "units"."check_out_time" ~ '^[0-2][0-9]:[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "investment_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investment_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"investment_unit_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"investment_unit_id" integer NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"shares" integer NOT NULL,
	"message" text,
	"locale" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_requests_shares" CHECK ("investment_requests"."shares" > 0),
	CONSTRAINT "investment_requests_status" CHECK ("investment_requests"."status" in ('new', 'contacted', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "investment_units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investment_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"city_id" integer NOT NULL,
	"image_key" text NOT NULL,
	"share_price_minor" integer NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"total_shares" integer NOT NULL,
	"sold_shares" integer DEFAULT 0 NOT NULL,
	"min_investment_minor" integer NOT NULL,
	"expected_yield_bps" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_units_slug_unique" UNIQUE("slug"),
	CONSTRAINT "investment_units_shares" CHECK ("investment_units"."sold_shares" between 0 and "investment_units"."total_shares"),
	CONSTRAINT "investment_units_money" CHECK ("investment_units"."share_price_minor" > 0 and "investment_units"."min_investment_minor" > 0),
	CONSTRAINT "investment_units_status" CHECK ("investment_units"."status" in ('coming_soon', 'open', 'funded', 'closed')),
	CONSTRAINT "investment_units_currency_sar" CHECK ("investment_units"."currency" = 'SAR')
);
--> statement-breakpoint
ALTER TABLE "unit_amenities" ADD CONSTRAINT "unit_amenities_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_amenities" ADD CONSTRAINT "unit_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_blocked_days" ADD CONSTRAINT "unit_blocked_days_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_extras" ADD CONSTRAINT "unit_extras_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_images" ADD CONSTRAINT "unit_images_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_price_overrides" ADD CONSTRAINT "unit_price_overrides_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_documents" ADD CONSTRAINT "investment_documents_investment_unit_id_investment_units_id_fk" FOREIGN KEY ("investment_unit_id") REFERENCES "public"."investment_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_requests" ADD CONSTRAINT "investment_requests_investment_unit_id_investment_units_id_fk" FOREIGN KEY ("investment_unit_id") REFERENCES "public"."investment_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_requests" ADD CONSTRAINT "investment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_units" ADD CONSTRAINT "investment_units_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_units" ADD CONSTRAINT "investment_units_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_amenities_amenity_idx" ON "unit_amenities" USING btree ("amenity_id","unit_id");--> statement-breakpoint
CREATE INDEX "unit_extras_unit_idx" ON "unit_extras" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "units_filter_idx" ON "units" USING btree ("city_id","category_id","guests","base_price_minor");--> statement-breakpoint
CREATE INDEX "units_price_idx" ON "units" USING btree ("base_price_minor");--> statement-breakpoint
CREATE INDEX "units_category_idx" ON "units" USING btree ("category_id","base_price_minor");--> statement-breakpoint
CREATE INDEX "units_created_idx" ON "units" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "units_rating_idx" ON "units" USING btree ("rating_average" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "units_featured_idx" ON "units" USING btree ("id") WHERE "units"."is_featured";--> statement-breakpoint
CREATE INDEX "investment_documents_unit_idx" ON "investment_documents" USING btree ("investment_unit_id");--> statement-breakpoint
CREATE INDEX "investment_requests_unit_idx" ON "investment_requests" USING btree ("investment_unit_id");--> statement-breakpoint
CREATE INDEX "investment_units_filter_idx" ON "investment_units" USING btree ("status","city_id","share_price_minor");