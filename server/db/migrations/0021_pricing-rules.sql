CREATE TABLE "unit_pricing" (
	"unit_id" integer PRIMARY KEY NOT NULL,
	"weekend_price_minor" integer,
	"weekly_percent" integer DEFAULT 0 NOT NULL,
	"monthly_percent" integer DEFAULT 0 NOT NULL,
	"early_bird_percent" integer DEFAULT 0 NOT NULL,
	"early_bird_days" integer DEFAULT 0 NOT NULL,
	"last_minute_percent" integer DEFAULT 0 NOT NULL,
	"last_minute_days" integer DEFAULT 0 NOT NULL,
	"max_nights" integer,
	"advance_notice_days" integer DEFAULT 0 NOT NULL,
	"prep_nights" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_pricing_weekend" CHECK ("unit_pricing"."weekend_price_minor" is null or "unit_pricing"."weekend_price_minor" > 0),
	CONSTRAINT "unit_pricing_percents" CHECK ("unit_pricing"."weekly_percent" between 0 and 90 and "unit_pricing"."monthly_percent" between 0 and 90
        and "unit_pricing"."early_bird_percent" between 0 and 90 and "unit_pricing"."last_minute_percent" between 0 and 90),
	CONSTRAINT "unit_pricing_days" CHECK ("unit_pricing"."early_bird_days" between 0 and 730 and "unit_pricing"."last_minute_days" between 0 and 730
        and "unit_pricing"."advance_notice_days" between 0 and 365 and "unit_pricing"."prep_nights" between 0 and 30
        and ("unit_pricing"."max_nights" is null or "unit_pricing"."max_nights" between 1 and 365))
);
--> statement-breakpoint
CREATE TABLE "unit_seasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_seasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"first_night" date NOT NULL,
	"last_night" date NOT NULL,
	"price_minor" integer,
	"percent" integer,
	"min_nights" integer,
	"max_nights" integer,
	CONSTRAINT "unit_seasons_order" CHECK ("unit_seasons"."last_night" >= "unit_seasons"."first_night"),
	CONSTRAINT "unit_seasons_price" CHECK (("unit_seasons"."price_minor" is null) <> ("unit_seasons"."percent" is null)
        and ("unit_seasons"."price_minor" is null or "unit_seasons"."price_minor" > 0)
        and ("unit_seasons"."percent" is null or "unit_seasons"."percent" between -90 and 300)),
	CONSTRAINT "unit_seasons_stay" CHECK (("unit_seasons"."min_nights" is null or "unit_seasons"."min_nights" between 1 and 365)
        and ("unit_seasons"."max_nights" is null or "unit_seasons"."max_nights" between 1 and 365)),
	CONSTRAINT "unit_seasons_name" CHECK (length("unit_seasons"."name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "unit_pricing" ADD CONSTRAINT "unit_pricing_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_seasons" ADD CONSTRAINT "unit_seasons_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_seasons_unit_idx" ON "unit_seasons" USING btree ("unit_id","first_night");--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express exclusions or triggers). Seasons of one unit never
-- overlap, so every night has at most one season and the engine needs no tie-break.
ALTER TABLE "unit_seasons" ADD CONSTRAINT "unit_seasons_no_overlap" EXCLUDE USING gist ("unit_id" WITH =, daterange("first_night", "last_night", '[]') WITH &&);--> statement-breakpoint
-- Preparation time in the dated search: a stay keeps `prep_nights` free after it, and so also before
-- it (a stay ending then would leave the next one too little time). Widening each live stay by the
-- unit's prep nights on both sides makes "the stay asked for overlaps nothing" exactly "no stay starts
-- or ends within the prep nights of another", still one test in the covering index's entry.
CREATE OR REPLACE FUNCTION units_unavailable_of(unit integer) RETURNS datemultirange
LANGUAGE sql STABLE AS $$
  SELECT coalesce(range_agg(b.night), '{}') FROM (
    SELECT daterange(d.day, d.day + 1) AS night FROM unit_blocked_days d WHERE d.unit_id = unit
    UNION ALL
    SELECT daterange(n.day, n.day + 1) FROM unit_imported_nights n WHERE n.unit_id = unit
    UNION ALL
    SELECT daterange(r.check_in - coalesce(p.prep_nights, 0), r.check_out + coalesce(p.prep_nights, 0))
    FROM reservations r LEFT JOIN unit_pricing p ON p.unit_id = unit
    WHERE r.unit_id = unit AND r.status IN ('pending_payment', 'confirmed', 'completed')
      AND r.check_out >= current_date - 1
  ) b
$$;--> statement-breakpoint
CREATE FUNCTION unit_pricing_refresh_unavailable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE units SET unavailable = units_unavailable_of(NEW.unit_id) WHERE id = NEW.unit_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER unit_pricing_prep_added AFTER INSERT ON unit_pricing
  FOR EACH ROW WHEN (NEW.prep_nights > 0) EXECUTE FUNCTION unit_pricing_refresh_unavailable();--> statement-breakpoint
CREATE TRIGGER unit_pricing_prep_changed AFTER UPDATE OF prep_nights ON unit_pricing
  FOR EACH ROW WHEN (OLD.prep_nights IS DISTINCT FROM NEW.prep_nights)
  EXECUTE FUNCTION unit_pricing_refresh_unavailable();
--> statement-breakpoint
-- The nights of a stay under a unit's pricing rules, in SAR halalas, for the dated search's cards
-- (units/card-json.ts): the SQL twin of server/modules/checkout/pricing-rules.ts, in its order (base →
-- weekend → season → a night's own price → weekly/monthly → early-bird/last-minute, each percentage
-- half up per night). PL/pgSQL so the search statement stays small to plan (it is planned on every
-- request) and this query's plan is cached per connection. Null for a unit with no unit_pricing row
-- and no season over the stay: the card then keeps its plain sum (base nights and night prices).
CREATE FUNCTION unit_night_prices(p_unit integer, p_from date, p_to date, p_booked date) RETURNS integer[]
LANGUAGE plpgsql STABLE AS $$
DECLARE
  nights integer := p_to - p_from;
  lead integer := p_from - p_booked;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM unit_pricing p WHERE p.unit_id = p_unit)
    AND NOT EXISTS (SELECT 1 FROM unit_seasons s WHERE s.unit_id = p_unit
      AND daterange(s.first_night, s.last_night, '[]') && daterange(p_from, p_to)) THEN
    RETURN NULL;
  END IF;
  RETURN (
    SELECT coalesce(array_agg(div(div(b.p3::numeric * (100 - r.stay_pct) * 2 + 100, 200)
        * (100 - r.time_pct) * 2 + 100, 200)::integer ORDER BY g.d), '{}')
    FROM (
      SELECT u.base_price_minor AS base, p.weekend_price_minor AS weekend,
        coalesce(cr.weekend_nights, '{5,6}') AS wk,
        CASE WHEN nights >= 28 AND coalesce(p.monthly_percent, 0) > 0 THEN p.monthly_percent
          WHEN nights >= 7 AND coalesce(p.weekly_percent, 0) > 0 THEN p.weekly_percent ELSE 0 END AS stay_pct,
        CASE WHEN coalesce(p.early_bird_percent, 0) > 0 AND coalesce(p.early_bird_days, 0) > 0
            AND lead >= p.early_bird_days THEN p.early_bird_percent
          WHEN coalesce(p.last_minute_percent, 0) > 0 AND lead <= coalesce(p.last_minute_days, 0)
            THEN p.last_minute_percent ELSE 0 END AS time_pct
      FROM units u JOIN cities c ON c.id = u.city_id
      LEFT JOIN country_rules cr ON cr.country_code = c.country_code
      LEFT JOIN unit_pricing p ON p.unit_id = u.id
      WHERE u.id = p_unit
    ) r
    CROSS JOIN generate_series(p_from, p_to - 1, interval '1 day') g(d)
    LEFT JOIN unit_price_overrides o ON o.unit_id = p_unit AND o.day = g.d::date AND o.day >= p_from AND o.day < p_to
    LEFT JOIN unit_seasons s ON s.unit_id = p_unit AND s.first_night <= g.d::date AND s.last_night >= g.d::date
      -- The exclusion constraint's GiST index answers (unit, overlapping range) in one probe.
      AND daterange(s.first_night, s.last_night, '[]') && daterange(p_from, p_to)
    CROSS JOIN LATERAL (SELECT CASE WHEN r.weekend IS NOT NULL AND extract(isodow FROM g.d)::integer = ANY (r.wk)
        THEN r.weekend ELSE r.base END AS p1) a
    CROSS JOIN LATERAL (SELECT coalesce(o.price_minor, s.price_minor,
        CASE WHEN s.percent IS NOT NULL THEN div(a.p1::numeric * (100 + s.percent) * 2 + 100, 200) ELSE a.p1 END) AS p3) b
  );
END $$;
--> statement-breakpoint
-- A unit with a season always has a unit_pricing row (all rules off by default), so "has this unit
-- any rules" is one probe of unit_pricing's key: the dated card's test before it calls the function.
CREATE FUNCTION unit_seasons_pricing_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unit_pricing (unit_id) VALUES (NEW.unit_id) ON CONFLICT (unit_id) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER unit_seasons_pricing_row AFTER INSERT OR UPDATE OF unit_id ON unit_seasons
  FOR EACH ROW EXECUTE FUNCTION unit_seasons_pricing_row();
