ALTER TABLE "units" ADD COLUMN "unavailable" datemultirange DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express triggers or INCLUDE). units.unavailable folds
-- unit_blocked_days into one datemultirange per unit (range_agg merges adjacent nights). Statement-level
-- triggers refresh each touched unit once per statement, so a bulk insert costs one UPDATE per unit.
--
-- Reservations (the checkout branch) join here: add their held and confirmed stays to the same
-- aggregate below, e.g.
--   coalesce((SELECT range_agg(b.night) FROM (
--       SELECT daterange(d.day, d.day + 1) AS night FROM unit_blocked_days d WHERE d.unit_id = u.id
--       UNION ALL
--       SELECT r.stay FROM reservations r WHERE r.unit_id = u.id AND r.status IN ('held', 'confirmed')
--     ) b), '{}')
-- and give reservations the same four triggers (insert, delete, update old/new) on this function. A
-- hold that lapses must change its row (a job setting status = 'expired'), or the trigger never sees it.
CREATE FUNCTION units_refresh_unavailable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE units u SET unavailable = coalesce(
    (SELECT range_agg(daterange(d.day, d.day + 1)) FROM unit_blocked_days d WHERE d.unit_id = u.id), '{}')
  WHERE u.id IN (SELECT unit_id FROM touched);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER unit_blocked_days_added AFTER INSERT ON unit_blocked_days
  REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION units_refresh_unavailable();--> statement-breakpoint
CREATE TRIGGER unit_blocked_days_removed AFTER DELETE ON unit_blocked_days
  REFERENCING OLD TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION units_refresh_unavailable();--> statement-breakpoint
CREATE TRIGGER unit_blocked_days_moved_from AFTER UPDATE ON unit_blocked_days
  REFERENCING OLD TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION units_refresh_unavailable();--> statement-breakpoint
CREATE TRIGGER unit_blocked_days_moved_to AFTER UPDATE ON unit_blocked_days
  REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION units_refresh_unavailable();--> statement-breakpoint
UPDATE units u SET unavailable = coalesce(
  (SELECT range_agg(daterange(d.day, d.day + 1)) FROM unit_blocked_days d WHERE d.unit_id = u.id), '{}')
WHERE EXISTS (SELECT 1 FROM unit_blocked_days d WHERE d.unit_id = u.id);--> statement-breakpoint
-- The capped count (repository.countUnits) as an index-only scan: every filter column is in the index,
-- so it tests a thousand entries on a few pages instead of visiting a thousand rows on the heap.
CREATE INDEX units_search_count_idx ON units USING btree (city_id, base_price_minor)
  INCLUDE (guests, bedrooms, category_id, amenity_ids, unavailable);
