-- Only published units reach guests (contract/hosting-units.ts), so every search carries
-- `status = 'published'`. The search's covering indexes (migration 0015, written by hand: drizzle-kit
-- cannot write INCLUDE) become partial on that predicate: a draft, a unit in review or a paused one
-- has no entry to skip, and the predicate is implied by the index, so the scans stay index-only
-- without `status` among the included columns. Same columns and orders as 0015.
DROP INDEX IF EXISTS "units_city_price_cover";--> statement-breakpoint
DROP INDEX IF EXISTS "units_city_newest_cover";--> statement-breakpoint
DROP INDEX IF EXISTS "units_city_rating_cover";--> statement-breakpoint
DROP INDEX IF EXISTS "units_price_cover";--> statement-breakpoint
DROP INDEX IF EXISTS "units_newest_cover";--> statement-breakpoint
DROP INDEX IF EXISTS "units_rating_cover";--> statement-breakpoint
CREATE INDEX "units_city_price_cover" ON "units" ("city_id", "base_price_minor", "id")
  INCLUDE ("guests", "bedrooms", "category_id", "amenity_ids", "unavailable")
  WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "units_city_newest_cover" ON "units" ("city_id", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("guests", "bedrooms", "category_id", "base_price_minor", "amenity_ids", "unavailable")
  WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "units_city_rating_cover" ON "units" ("city_id", "rating_average" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("guests", "bedrooms", "category_id", "base_price_minor", "amenity_ids", "unavailable")
  WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "units_price_cover" ON "units" ("base_price_minor", "id")
  INCLUDE ("city_id", "guests", "bedrooms", "category_id", "amenity_ids", "unavailable")
  WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "units_newest_cover" ON "units" ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("city_id", "guests", "bedrooms", "category_id", "base_price_minor", "amenity_ids", "unavailable")
  WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "units_rating_cover" ON "units" ("rating_average" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("city_id", "guests", "bedrooms", "category_id", "base_price_minor", "amenity_ids", "unavailable")
  WHERE "status" = 'published';
