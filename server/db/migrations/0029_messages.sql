CREATE TABLE "message_photos" (
	"key" text PRIMARY KEY NOT NULL,
	"uploader_id" uuid NOT NULL,
	"message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_photos_key" CHECK ("message_photos"."key" ~ '^mp-[0-9a-f]{32}$')
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"message_id" bigint NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reports_message_id_reporter_id_pk" PRIMARY KEY("message_id","reporter_id"),
	CONSTRAINT "message_reports_reason" CHECK ("message_reports"."reason" in ('spam', 'abuse', 'contact_details', 'scam', 'other')),
	CONSTRAINT "message_reports_note" CHECK ("message_reports"."note" is null or char_length("message_reports"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"reservation_id" uuid,
	"unit_id" integer NOT NULL,
	"guest_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"guest_delivered_id" bigint DEFAULT 0 NOT NULL,
	"host_delivered_id" bigint DEFAULT 0 NOT NULL,
	"guest_read_id" bigint DEFAULT 0 NOT NULL,
	"host_read_id" bigint DEFAULT 0 NOT NULL,
	"guest_mailed_id" bigint DEFAULT 0 NOT NULL,
	"host_mailed_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_threads_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "message_threads_kind" CHECK ("message_threads"."kind" in ('stay', 'question')),
	CONSTRAINT "message_threads_stay" CHECK (("message_threads"."kind" = 'stay') = ("message_threads"."reservation_id" is not null)),
	CONSTRAINT "message_threads_two_people" CHECK ("message_threads"."guest_id" <> "message_threads"."host_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"sender_id" uuid NOT NULL,
	"sender_side" text NOT NULL,
	"body" text NOT NULL,
	"masked" boolean DEFAULT false NOT NULL,
	"photo_keys" text[] DEFAULT '{}' NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_side" CHECK ("messages"."sender_side" in ('guest', 'host', 'staff')),
	CONSTRAINT "messages_body_length" CHECK (char_length("messages"."body") <= 2000),
	CONSTRAINT "messages_not_empty" CHECK (char_length("messages"."body") > 0 or cardinality("messages"."photo_keys") > 0),
	CONSTRAINT "messages_photos" CHECK (cardinality("messages"."photo_keys") <= 4),
	CONSTRAINT "messages_hidden" CHECK (("messages"."hidden_at" is null) = ("messages"."hidden_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "unit_door_codes" (
	"unit_id" integer PRIMARY KEY NOT NULL,
	"door_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_door_codes_length" CHECK (char_length("unit_door_codes"."door_code") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "message_photos" ADD CONSTRAINT "message_photos_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_photos" ADD CONSTRAINT "message_photos_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_door_codes" ADD CONSTRAINT "unit_door_codes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_photos_message_idx" ON "message_photos" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_question_once" ON "message_threads" USING btree ("unit_id","guest_id") WHERE "message_threads"."kind" = 'question';--> statement-breakpoint
CREATE INDEX "message_threads_guest_idx" ON "message_threads" USING btree ("guest_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_threads_host_idx" ON "message_threads" USING btree ("host_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id","created_at");