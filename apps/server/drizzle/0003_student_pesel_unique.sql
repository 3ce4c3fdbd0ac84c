-- One child, one record: a PESEL appears at most once per trip (issue 13). A trip that already holds
-- the same PESEL twice keeps it on its earliest record; the later copies are the same child entered
-- again, and lose only their copy of the number, so the index can be built.
UPDATE "students" AS "s" SET "pesel" = NULL
WHERE "s"."pesel" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "students" AS "o"
  WHERE "o"."trip_id" = "s"."trip_id" AND "o"."pesel" = "s"."pesel"
    AND ("o"."created_at", "o"."id") < ("s"."created_at", "s"."id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "students_trip_pesel_key" ON "students" USING btree ("trip_id","pesel") WHERE "students"."pesel" is not null;
