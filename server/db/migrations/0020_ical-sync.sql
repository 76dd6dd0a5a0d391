CREATE TABLE "unit_calendar_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"events_imported" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "unit_calendar_feeds_name" CHECK (length("unit_calendar_feeds"."name") between 1 and 80),
	CONSTRAINT "unit_calendar_feeds_url" CHECK (length("unit_calendar_feeds"."url") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "unit_feed_conflicts" (
	"feed_id" integer NOT NULL,
	"reservation_id" uuid NOT NULL,
	"first_night" date NOT NULL,
	"last_night" date NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_feed_conflicts_feed_id_reservation_id_pk" PRIMARY KEY("feed_id","reservation_id")
);
--> statement-breakpoint
CREATE TABLE "unit_feed_tokens" (
	"unit_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_feed_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "unit_imported_nights" (
	"feed_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "unit_imported_nights_feed_id_day_pk" PRIMARY KEY("feed_id","day")
);
--> statement-breakpoint
ALTER TABLE "unit_calendar_feeds" ADD CONSTRAINT "unit_calendar_feeds_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_feed_conflicts" ADD CONSTRAINT "unit_feed_conflicts_feed_id_unit_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."unit_calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_feed_conflicts" ADD CONSTRAINT "unit_feed_conflicts_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_feed_tokens" ADD CONSTRAINT "unit_feed_tokens_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_imported_nights" ADD CONSTRAINT "unit_imported_nights_feed_id_unit_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."unit_calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_imported_nights" ADD CONSTRAINT "unit_imported_nights_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_calendar_feeds_unit_idx" ON "unit_calendar_feeds" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "unit_imported_nights_unit_day_idx" ON "unit_imported_nights" USING btree ("unit_id","day");--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express triggers). Nights imported from other sites' calendars
-- join units.unavailable beside blocked days and live stays, so a dated search hides them; they are
-- kept from today on only, so the value stays small.
CREATE OR REPLACE FUNCTION units_unavailable_of(unit integer) RETURNS datemultirange
LANGUAGE sql STABLE AS $$
  SELECT coalesce(range_agg(b.night), '{}') FROM (
    SELECT daterange(d.day, d.day + 1) AS night FROM unit_blocked_days d WHERE d.unit_id = unit
    UNION ALL
    SELECT daterange(n.day, n.day + 1) FROM unit_imported_nights n WHERE n.unit_id = unit
    UNION ALL
    SELECT r.stay FROM reservations r
    WHERE r.unit_id = unit AND r.status IN ('pending_payment', 'confirmed', 'completed')
      AND r.check_out >= current_date - 1
  ) b
$$;--> statement-breakpoint
-- A sync replaces a feed's nights with one delete and one insert: statement triggers refresh each
-- touched unit once per statement, as for unit_blocked_days (migration 0012).
CREATE TRIGGER unit_imported_nights_added AFTER INSERT ON unit_imported_nights
  REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION units_refresh_unavailable();--> statement-breakpoint
CREATE TRIGGER unit_imported_nights_removed AFTER DELETE ON unit_imported_nights
  REFERENCING OLD TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION units_refresh_unavailable();--> statement-breakpoint
-- The exclusion constraint (reservations_no_overlap) only sees reservations, so this trigger extends
-- it to nights sold elsewhere: a live stay over an imported night is refused with the constraint's own
-- error code (23P01), which checkout already answers as 409 NIGHTS_TAKEN. A sync takes the same
-- per-unit advisory lock as holds (checkout/hold-insert.ts), so a hold and a sync of one unit run one
-- after the other: the later hold sees the imported nights here (a plpgsql query reads the latest
-- committed rows), and the later sync sees the stay and records a conflict instead of dropping either.
CREATE FUNCTION reservations_refuse_imported_nights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM unit_imported_nights n
             WHERE n.unit_id = NEW.unit_id AND n.day >= NEW.check_in AND n.day < NEW.check_out) THEN
    RAISE EXCEPTION 'nights of unit % are taken by an imported calendar', NEW.unit_id
      USING ERRCODE = 'exclusion_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER reservations_refuse_imported_added BEFORE INSERT ON reservations
  FOR EACH ROW WHEN (NEW.status IN ('pending_payment', 'confirmed', 'completed'))
  EXECUTE FUNCTION reservations_refuse_imported_nights();--> statement-breakpoint
CREATE TRIGGER reservations_refuse_imported_moved BEFORE UPDATE OF check_in, check_out, unit_id ON reservations
  FOR EACH ROW WHEN (NEW.status IN ('pending_payment', 'confirmed', 'completed')
    AND (OLD.check_in IS DISTINCT FROM NEW.check_in OR OLD.check_out IS DISTINCT FROM NEW.check_out
      OR OLD.unit_id IS DISTINCT FROM NEW.unit_id))
  EXECUTE FUNCTION reservations_refuse_imported_nights();
