-- Written by hand (drizzle-kit cannot express triggers). units.unavailable now holds the nights of
-- live reservations too (held, confirmed or completed), beside the blocked nights: a dated search is
-- then one test in the covering index's entry, where it used to probe reservations for every
-- candidate. Stays that ended before yesterday are left out, so the value stays small as history
-- grows. A hold whose time ran out keeps its nights here until the expiry sweep (every minute) marks
-- it expired; checkout itself always reads reservations, so the sweep's lag can hide a free unit from
-- search for up to a minute but never sells a taken night.
CREATE OR REPLACE FUNCTION units_unavailable_of(unit integer) RETURNS datemultirange
LANGUAGE sql STABLE AS $$
  SELECT coalesce(range_agg(b.night), '{}') FROM (
    SELECT daterange(d.day, d.day + 1) AS night FROM unit_blocked_days d WHERE d.unit_id = unit
    UNION ALL
    SELECT r.stay FROM reservations r
    WHERE r.unit_id = unit AND r.status IN ('pending_payment', 'confirmed', 'completed')
      AND r.check_out >= current_date - 1
  ) b
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION units_refresh_unavailable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE units u SET unavailable = units_unavailable_of(u.id) WHERE u.id IN (SELECT unit_id FROM touched);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Row triggers on reservations: they are written one at a time, and an update that moves neither
-- the status nor the dates (a payment id, a receipt) must not rewrite the unit's row.
CREATE FUNCTION units_refresh_unavailable_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE units SET unavailable = units_unavailable_of(OLD.unit_id) WHERE id = OLD.unit_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.unit_id <> OLD.unit_id) THEN
    UPDATE units SET unavailable = units_unavailable_of(NEW.unit_id) WHERE id = NEW.unit_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reservations_unavailable_added AFTER INSERT ON reservations
  FOR EACH ROW WHEN (NEW.status IN ('pending_payment', 'confirmed', 'completed'))
  EXECUTE FUNCTION units_refresh_unavailable_row();--> statement-breakpoint
CREATE TRIGGER reservations_unavailable_moved AFTER UPDATE OF status, check_in, check_out, unit_id ON reservations
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.check_in IS DISTINCT FROM NEW.check_in
    OR OLD.check_out IS DISTINCT FROM NEW.check_out OR OLD.unit_id IS DISTINCT FROM NEW.unit_id)
  EXECUTE FUNCTION units_refresh_unavailable_row();--> statement-breakpoint
CREATE TRIGGER reservations_unavailable_removed AFTER DELETE ON reservations
  FOR EACH ROW EXECUTE FUNCTION units_refresh_unavailable_row();--> statement-breakpoint
UPDATE units u SET unavailable = units_unavailable_of(u.id)
WHERE EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = u.id);
