ALTER TABLE "investment_units" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "investment_units" ADD CONSTRAINT "investment_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_units" ADD CONSTRAINT "investment_units_unit_id_unique" UNIQUE("unit_id");