CREATE TABLE "review_replies" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_replies_text_length" CHECK (char_length("review_replies"."text") between 1 and 1000),
	CONSTRAINT "review_replies_language" CHECK ("review_replies"."language" in ('en', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "host_id" uuid;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "units_host_idx" ON "units" USING btree ("host_id") WHERE "units"."host_id" is not null;