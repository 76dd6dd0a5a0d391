CREATE TABLE "unit_check_in_minimums" (
	"unit_id" integer NOT NULL,
	"day" date NOT NULL,
	"min_nights" integer NOT NULL,
	CONSTRAINT "unit_check_in_minimums_unit_id_day_pk" PRIMARY KEY("unit_id","day"),
	CONSTRAINT "unit_check_in_minimums_nights" CHECK ("unit_check_in_minimums"."min_nights" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "unit_check_in_minimums" ADD CONSTRAINT "unit_check_in_minimums_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;