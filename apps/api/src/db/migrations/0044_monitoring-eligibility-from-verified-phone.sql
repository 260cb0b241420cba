-- Monitoring a wysh needs eligibleForMonitoring, which phone verification now turns on (a linked loan needs a
-- verified session). Members who verified a number before this opened it are eligible too.
UPDATE "insurance_memberships" SET "eligible_for_monitoring" = true
WHERE "eligible_for_monitoring" = false
  AND "constellation_id" IN (
    SELECT "constellations"."id" FROM "constellations"
    JOIN "phone_numbers" ON "phone_numbers"."user_id" = "constellations"."user_id"
    WHERE "phone_numbers"."status" = 'active'
  );
