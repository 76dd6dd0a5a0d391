-- Written by hand (drizzle-kit cannot write a generated column from a function, nor this index).
-- A search whose filters match very few units used to walk its sort's whole index to find that out:
-- a city's 100,000 entries, or all 1,000,000 without a city. units.search_terms lists each unit's
-- facets as numbers in one GIN index, so such a search finds its few matches by intersecting posting
-- lists instead (search-matches.ts). Ranges become terms the way Lucene's trie-encoded numeric fields
-- did: "at least g guests" is one term per g the unit reaches, and a price is one term per level of a
-- binary tree of SAR 50 bands, so any price band is the union of a few terms. Each term comes twice,
-- alone and qualified by the unit's city, so a search in one city intersects that city's posting
-- lists, not the whole catalogue's. The terms are a necessary condition only: each query keeps its
-- exact conditions, which PostgreSQL rechecks.
CREATE FUNCTION "unit_search_terms"("city" integer, "category" integer, "guests" integer, "bedrooms" integer,
  "price" integer, "amenities" integer[]) RETURNS bigint[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (WITH "t" AS (SELECT "amenities"::bigint[]
      || ARRAY[2000000 + "category"]::bigint[]
      || ARRAY(SELECT 3000000 + g FROM generate_series(1, least("guests", 32)) g)::bigint[]
      || ARRAY(SELECT 4000000 + b FROM generate_series(0, least("bedrooms", 16)) b)::bigint[]
      || ARRAY(SELECT 5000000 + l * 10000 + (least("price" / 5000, 8191) >> l) FROM generate_series(0, 12) l)::bigint[]
      AS "terms")
    SELECT "terms" || (1000000 + "city")::bigint || ARRAY(SELECT "city" * 10000000::bigint + x FROM unnest("terms") x)
    FROM "t");
--> statement-breakpoint
-- A term as a search in `city` (or in no city) asks for it.
CREATE FUNCTION "search_terms_in"("city" integer, "terms" bigint[]) RETURNS bigint[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN "city" IS NULL THEN "terms"
    ELSE ARRAY(SELECT "city" * 10000000::bigint + x FROM unnest("terms") x) END;
--> statement-breakpoint
-- The terms a unit must have for a search's filters (a null filter asks for nothing).
CREATE FUNCTION "wanted_search_terms"("city" integer, "category" integer, "guests" integer, "bedrooms" integer,
  "amenities" integer[]) RETURNS bigint[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN search_terms_in("city", coalesce("amenities", '{}')::bigint[] || array_remove(ARRAY[
    2000000 + "category",
    CASE WHEN "guests" > 0 THEN 3000000 + least("guests", 32) END,
    CASE WHEN "bedrooms" > 0 THEN 4000000 + least("bedrooms", 16) END]::bigint[], NULL));
--> statement-breakpoint
-- The price terms whose bands cover [min, max] (to the SAR 50 band): the usual segment-tree walk, at
-- most two terms per level.
CREATE FUNCTION "price_search_terms"("city" integer, "min_price" integer, "max_price" integer) RETURNS bigint[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  lo integer := least(greatest(coalesce(min_price, 0), 0) / 5000, 8191);
  hi integer := least(greatest(coalesce(max_price, 2147483647), 0) / 5000, 8191);
  l integer := 0;
  terms bigint[] := '{}';
BEGIN
  WHILE lo <= hi LOOP
    IF l = 12 THEN
      terms := terms || ARRAY(SELECT 5000000 + l * 10000 + b FROM generate_series(lo, hi) b)::bigint[];
      EXIT;
    END IF;
    IF lo & 1 = 1 THEN terms := terms || (5000000 + l * 10000 + lo)::bigint; lo := lo + 1; END IF;
    IF hi & 1 = 0 AND lo <= hi THEN terms := terms || (5000000 + l * 10000 + hi)::bigint; hi := hi - 1; END IF;
    lo := lo >> 1;
    hi := hi >> 1;
    l := l + 1;
  END LOOP;
  RETURN search_terms_in(city, terms);
END $$;
--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "search_terms" bigint[] GENERATED ALWAYS AS (
  unit_search_terms("city_id", "category_id", "guests", "bedrooms", "base_price_minor", "amenity_ids")) STORED;
--> statement-breakpoint
CREATE INDEX "units_search_terms" ON "units" USING gin ("search_terms") WHERE "status" = 'published';
--> statement-breakpoint
-- The amenity terms are in search_terms; this index only cost writes.
DROP INDEX "units_amenity_ids_idx";
