-- Country gains alpha3, hasStates, hasPostalCode and postalCodeFormat (spec 001 §3.3). The one seeded country
-- (US) gets its values here so alpha3 can be NOT NULL; the seed keeps them current from then on.
ALTER TABLE "countries" ADD COLUMN "alpha3" char(3);--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "has_states" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "has_postal_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "postal_code_format" text;--> statement-breakpoint
UPDATE "countries" SET "alpha3" = 'USA', "has_states" = true, "has_postal_code" = true, "postal_code_format" = '^\d{5}(-\d{4})?$' WHERE "alpha2" = 'US';--> statement-breakpoint
ALTER TABLE "countries" ALTER COLUMN "alpha3" SET NOT NULL;
