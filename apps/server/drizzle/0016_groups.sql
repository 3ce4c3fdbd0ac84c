-- Issue 28: 'Grupy'. Each student is in the group of one guardian of the trip (the leader included);
-- null until the trip is split. A guardian who leaves the trip leaves their group: a trigger, so no
-- path that removes a member can forget it; the children wait for a new group.
ALTER TABLE "students" ADD COLUMN "group_guardian_id" uuid;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_group_guardian_id_users_id_fk" FOREIGN KEY ("group_guardian_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_group_idx" ON "students" USING btree ("trip_id","group_guardian_id");--> statement-breakpoint
CREATE FUNCTION "trip_guardian_left_group"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only a member leaving a trip that stays: a deleted trip takes its students, and a deleted
  -- account is set null by the foreign key (touching those rows here too would conflict with it).
  IF EXISTS (SELECT 1 FROM "trips" WHERE "id" = OLD."trip_id") AND EXISTS (SELECT 1 FROM "users" WHERE "id" = OLD."guardian_id") THEN
    UPDATE "students" SET "group_guardian_id" = NULL WHERE "trip_id" = OLD."trip_id" AND "group_guardian_id" = OLD."guardian_id";
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "trip_guardians_left_group" AFTER DELETE ON "trip_guardians" FOR EACH ROW EXECUTE FUNCTION "trip_guardian_left_group"();
