CREATE TABLE "student_list_versions" (
	"trip_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_list_versions" ADD CONSTRAINT "student_list_versions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every trip has its counter from its first statement on; the trips that exist already get one now.
INSERT INTO "student_list_versions" ("trip_id") SELECT "id" FROM "trips";
--> statement-breakpoint
CREATE FUNCTION "student_list_version_for_new_trips"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "student_list_versions" ("trip_id") SELECT "id" FROM "changed_rows";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trips_student_list_version" AFTER INSERT ON "trips"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "student_list_version_for_new_trips"();
--> statement-breakpoint
-- One statement, one increment per trip it touched, taken at the end of the statement: a transaction
-- locks the counter after the rows it changes, so it must not change a trip's students or rooms
-- again after that (one statement per change; rooms.repo.ts assigns a room in one statement).
-- A student never moves to another trip, and a room never either, so the rows' trip_id is enough.
CREATE FUNCTION "bump_student_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "student_list_versions" SET "version" = "version" + 1
  WHERE "trip_id" IN (SELECT DISTINCT "trip_id" FROM "changed_rows");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "students_inserted_list_version" AFTER INSERT ON "students"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_student_list_version"();
--> statement-breakpoint
CREATE TRIGGER "students_updated_list_version" AFTER UPDATE ON "students"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_student_list_version"();
--> statement-breakpoint
CREATE TRIGGER "students_deleted_list_version" AFTER DELETE ON "students"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_student_list_version"();
--> statement-breakpoint
-- The list shows each student's room number. Deleting a room empties students.room_id (ON DELETE
-- SET NULL), which the update trigger above counts.
CREATE TRIGGER "rooms_updated_list_version" AFTER UPDATE ON "rooms"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_student_list_version"();
