CREATE TABLE "unit_check_in_minimums" (
	"unit_id" integer NOT NULL,
	"day" date NOT NULL,
	"min_nights" integer NOT NULL,
	CONSTRAINT "unit_check_in_minimums_unit_id_day_pk" PRIMARY KEY("unit_id","day"),
	CONSTRAINT "unit_check_in_minimums_nights" CHECK ("unit_check_in_minimums"."min_nights" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "unit_check_in_minimums" ADD CONSTRAINT "unit_check_in_minimums_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express triggers). A host's block and a guest's hold of one unit
-- take the same per-unit advisory lock (checkout/hold-insert.ts, modules/hosting/calendar-service.ts),
-- but a plain hold checks the calendar before it takes the lock, in one statement whose snapshot
-- predates a block committed while it waited. This trigger checks again at the insert itself, where a
-- plpgsql query reads the latest committed rows, so a live stay never lands on a blocked night; it
-- answers with the exclusion constraint's code (23P01) like a stay over an imported night, which
-- checkout answers as 409 NIGHTS_TAKEN. The block, for its part, reads the stays after the lock and
-- leaves their nights alone.
CREATE FUNCTION reservations_refuse_blocked_nights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM unit_blocked_days b
             WHERE b.unit_id = NEW.unit_id AND b.day >= NEW.check_in AND b.day < NEW.check_out) THEN
    RAISE EXCEPTION 'nights of unit % are blocked by its host', NEW.unit_id
      USING ERRCODE = 'exclusion_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER reservations_refuse_blocked_added BEFORE INSERT ON reservations
  FOR EACH ROW WHEN (NEW.status IN ('pending_payment', 'confirmed', 'completed'))
  EXECUTE FUNCTION reservations_refuse_blocked_nights();--> statement-breakpoint
CREATE TRIGGER reservations_refuse_blocked_moved BEFORE UPDATE OF check_in, check_out, unit_id ON reservations
  FOR EACH ROW WHEN (NEW.status IN ('pending_payment', 'confirmed', 'completed')
    AND (OLD.check_in IS DISTINCT FROM NEW.check_in OR OLD.check_out IS DISTINCT FROM NEW.check_out
      OR OLD.unit_id IS DISTINCT FROM NEW.unit_id))
  EXECUTE FUNCTION reservations_refuse_blocked_nights();
