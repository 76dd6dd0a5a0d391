DROP INDEX "units_price_idx";--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "amenity_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "units_city_price_idx" ON "units" USING btree ("city_id","base_price_minor","id");--> statement-breakpoint
CREATE INDEX "units_city_rating_idx" ON "units" USING btree ("city_id","rating_average" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "units_amenity_ids_idx" ON "units" USING gin ("amenity_ids");--> statement-breakpoint
CREATE INDEX "units_price_idx" ON "units" USING btree ("base_price_minor","id");--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express triggers). units.amenity_ids mirrors unit_amenities:
-- statement-level triggers with transition tables refresh each touched unit once per statement, so the
-- bulk seed's single INSERT of 700,000 rows costs one UPDATE of the units it touched, not one per row.
CREATE FUNCTION units_refresh_amenity_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE units u SET amenity_ids = coalesce(
    (SELECT array_agg(a.amenity_id ORDER BY a.amenity_id) FROM unit_amenities a WHERE a.unit_id = u.id), '{}')
  WHERE u.id IN (SELECT unit_id FROM touched);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER unit_amenities_added AFTER INSERT ON unit_amenities
  REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION units_refresh_amenity_ids();--> statement-breakpoint
CREATE TRIGGER unit_amenities_removed AFTER DELETE ON unit_amenities
  REFERENCING OLD TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION units_refresh_amenity_ids();--> statement-breakpoint
CREATE TRIGGER unit_amenities_moved_from AFTER UPDATE ON unit_amenities
  REFERENCING OLD TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION units_refresh_amenity_ids();--> statement-breakpoint
CREATE TRIGGER unit_amenities_moved_to AFTER UPDATE ON unit_amenities
  REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION units_refresh_amenity_ids();--> statement-breakpoint
UPDATE units u SET amenity_ids = coalesce(
  (SELECT array_agg(a.amenity_id ORDER BY a.amenity_id) FROM unit_amenities a WHERE a.unit_id = u.id), '{}')
WHERE EXISTS (SELECT 1 FROM unit_amenities a WHERE a.unit_id = u.id);
