DROP INDEX "units_price_idx";--> statement-breakpoint
CREATE INDEX "units_city_price_idx" ON "units" USING btree ("city_id","base_price_minor","id");--> statement-breakpoint
CREATE INDEX "units_city_rating_idx" ON "units" USING btree ("city_id","rating_average" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "units_price_idx" ON "units" USING btree ("base_price_minor","id");