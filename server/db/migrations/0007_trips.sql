CREATE TABLE "point_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"reservation_id" uuid,
	"coins" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_delta" CHECK ("point_entries"."delta" <> 0),
	CONSTRAINT "point_entries_reason" CHECK ("point_entries"."reason" in ('stay_completed', 'stay_refunded', 'converted_to_coins')),
	CONSTRAINT "point_entries_balance" CHECK ("point_entries"."balance_after" >= 0 or "point_entries"."reason" = 'stay_refunded')
);
--> statement-breakpoint
CREATE TABLE "reservation_refunds" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"refund_bp" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "reservation_refunds_share" CHECK ("reservation_refunds"."refund_bp" between 0 and 10000),
	CONSTRAINT "reservation_refunds_amounts" CHECK ("reservation_refunds"."amount_minor" >= 0 and "reservation_refunds"."coins" >= 0),
	CONSTRAINT "reservation_refunds_status" CHECK ("reservation_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_refunds" ADD CONSTRAINT "reservation_refunds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_entries_user_idx" ON "point_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_once_per_reservation" ON "point_entries" USING btree ("reservation_id","reason") WHERE "point_entries"."reservation_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_idempotency" ON "point_entries" USING btree ("user_id","idempotency_key") WHERE "point_entries"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "reservation_refunds_pending_idx" ON "reservation_refunds" USING btree ("created_at") WHERE "reservation_refunds"."status" = 'pending';--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot express it).
-- The points ledger is append-only, like the coin ledger: a correction is a new entry, never an edit.
CREATE FUNCTION "point_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_entries is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "point_entries_no_change" BEFORE UPDATE OR DELETE ON "point_entries" FOR EACH ROW EXECUTE FUNCTION "point_entries_append_only"();
