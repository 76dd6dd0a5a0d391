CREATE TABLE "review_reactions" (
	"review_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reactions_review_id_user_id_pk" PRIMARY KEY("review_id","user_id"),
	CONSTRAINT "review_reactions_kind" CHECK ("review_reactions"."kind" in ('like', 'dislike'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" uuid NOT NULL,
	"unit_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"cleanliness" smallint NOT NULL,
	"accuracy" smallint NOT NULL,
	"location" smallint NOT NULL,
	"value" smallint NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"helpful" integer GENERATED ALWAYS AS (likes - dislikes) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "reviews_scores" CHECK ("reviews"."score" between 1 and 5 and "reviews"."cleanliness" between 1 and 5 and "reviews"."accuracy" between 1 and 5 and "reviews"."location" between 1 and 5 and "reviews"."value" between 1 and 5),
	CONSTRAINT "reviews_text_length" CHECK (char_length("reviews"."text") between 10 and 2000),
	CONSTRAINT "reviews_language" CHECK ("reviews"."language" in ('en', 'ar')),
	CONSTRAINT "reviews_counts" CHECK ("reviews"."likes" >= 0 and "reviews"."dislikes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "review_reactions" ADD CONSTRAINT "review_reactions_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reactions" ADD CONSTRAINT "review_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_unit_newest_idx" ON "reviews" USING btree ("unit_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_unit_helpful_idx" ON "reviews" USING btree ("unit_id","helpful" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","created_at" DESC NULLS LAST);