-- Issue 25: parents in the loop (decision 022). A parent link per child (only a hash of its secret is
-- kept), the trip's messages to parents, what a parent filled in and the consent given online, and the
-- parent's saves in the access log (kind 'parent', with no reader account). The erasure's trigger of
-- migration 0010 now also guards the second parent phone.
CREATE TABLE "parent_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_messages_body_length" CHECK (char_length("trip_messages"."body") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "sensitive_reads" DROP CONSTRAINT "sensitive_reads_kind";--> statement-breakpoint
ALTER TABLE "sensitive_reads" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "parent_phone2" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "parent_filled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "parent_filled_fields" text[];--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "consent_online_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "consent_by" text;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_messages" ADD CONSTRAINT "trip_messages_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_messages" ADD CONSTRAINT "trip_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_links_student_key" ON "parent_links" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_links_token_key" ON "parent_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "parent_links_trip_idx" ON "parent_links" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_messages_trip_idx" ON "trip_messages" USING btree ("trip_id","created_at");--> statement-breakpoint
ALTER TABLE "sensitive_reads" ADD CONSTRAINT "sensitive_reads_reader" CHECK ("sensitive_reads"."user_id" is not null or "sensitive_reads"."kind" = 'parent');--> statement-breakpoint
ALTER TABLE "sensitive_reads" ADD CONSTRAINT "sensitive_reads_kind" CHECK ("sensitive_reads"."kind" in ('data', 'reveal', 'document', 'parent'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION "students_sensitive_after_erasure"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    written := NEW.pesel IS NOT NULL OR NEW.parent_phone IS NOT NULL OR NEW.parent_phone2 IS NOT NULL OR NEW.allergies IS NOT NULL OR NEW.diet IS NOT NULL OR NEW.medicines IS NOT NULL;
  ELSE
    written := (NEW.pesel IS NOT NULL AND NEW.pesel IS DISTINCT FROM OLD.pesel)
      OR (NEW.parent_phone IS NOT NULL AND NEW.parent_phone IS DISTINCT FROM OLD.parent_phone)
      OR (NEW.parent_phone2 IS NOT NULL AND NEW.parent_phone2 IS DISTINCT FROM OLD.parent_phone2)
      OR (NEW.allergies IS NOT NULL AND NEW.allergies IS DISTINCT FROM OLD.allergies)
      OR (NEW.diet IS NOT NULL AND NEW.diet IS DISTINCT FROM OLD.diet)
      OR (NEW.medicines IS NOT NULL AND NEW.medicines IS DISTINCT FROM OLD.medicines);
  END IF;
  IF written AND EXISTS (SELECT 1 FROM trips WHERE id = NEW.trip_id AND sensitive_erased_at IS NOT NULL) THEN
    RAISE EXCEPTION 'sensitive data of this trip was erased' USING ERRCODE = 'check_violation', CONSTRAINT = 'students_sensitive_erased';
  END IF;
  RETURN NEW;
END;
$$;
