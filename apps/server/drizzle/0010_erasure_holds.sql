-- Issue 24: an erasure that holds.
-- 1. A reveal's free-text reason is erased with the trip's sensitive data (it may hold a PESEL or a
--    diagnosis); the entry stays and says when. The access log stays append-only otherwise: the one
--    change its trigger lets through is a reveal's reason set to NULL, once, with reason_erased_at.
-- 2. Once a trip's sensitive data is erased, no PESEL, parent phone, allergies, diet or medicines can be
--    written on it again, by any path: the database refuses it (check_violation on the named rule,
--    which the server answers with a Polish 400).
ALTER TABLE "sensitive_reads" ADD COLUMN "reason_erased_at" timestamp with time zone;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sensitive_reads_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.kind = 'reveal' AND OLD.reason_erased_at IS NULL AND NEW.reason IS NULL AND NEW.reason_erased_at IS NOT NULL
       AND (NEW.id, NEW.user_id, NEW.student_id, NEW.trip_id, NEW.read_at, NEW.kind, NEW.reader_name, NEW.student_name)
           IS NOT DISTINCT FROM (OLD.id, OLD.user_id, OLD.student_id, OLD.trip_id, OLD.read_at, OLD.kind, OLD.reader_name, OLD.student_name) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'sensitive_reads is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE FUNCTION "students_sensitive_after_erasure"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    written := NEW.pesel IS NOT NULL OR NEW.parent_phone IS NOT NULL OR NEW.allergies IS NOT NULL OR NEW.diet IS NOT NULL OR NEW.medicines IS NOT NULL;
  ELSE
    written := (NEW.pesel IS NOT NULL AND NEW.pesel IS DISTINCT FROM OLD.pesel)
      OR (NEW.parent_phone IS NOT NULL AND NEW.parent_phone IS DISTINCT FROM OLD.parent_phone)
      OR (NEW.allergies IS NOT NULL AND NEW.allergies IS DISTINCT FROM OLD.allergies)
      OR (NEW.diet IS NOT NULL AND NEW.diet IS DISTINCT FROM OLD.diet)
      OR (NEW.medicines IS NOT NULL AND NEW.medicines IS DISTINCT FROM OLD.medicines);
  END IF;
  IF written AND EXISTS (SELECT 1 FROM trips WHERE id = NEW.trip_id AND sensitive_erased_at IS NOT NULL) THEN
    RAISE EXCEPTION 'sensitive data of this trip was erased' USING ERRCODE = 'check_violation', CONSTRAINT = 'students_sensitive_erased';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "students_sensitive_after_erasure" BEFORE INSERT OR UPDATE ON "students"
  FOR EACH ROW EXECUTE FUNCTION "students_sensitive_after_erasure"();
