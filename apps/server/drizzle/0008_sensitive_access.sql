-- Issue 16: 'Leki' (students.medicines), and the access log ('Dziennik dostępu') on sensitive_reads:
-- what was read (the creator's read, a guardian's reveal with its reason, a printed document), and the
-- names as they were, since the log outlives students and accounts. The log is append-only for the
-- application: a trigger refuses every UPDATE and DELETE of its rows, whoever asks.
DROP INDEX "sensitive_reads_trip_idx";--> statement-breakpoint
ALTER TABLE "sensitive_reads" ADD COLUMN "kind" text DEFAULT 'data' NOT NULL;--> statement-breakpoint
ALTER TABLE "sensitive_reads" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "sensitive_reads" ADD COLUMN "reader_name" text;--> statement-breakpoint
ALTER TABLE "sensitive_reads" ADD COLUMN "student_name" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "medicines" text;--> statement-breakpoint
CREATE INDEX "sensitive_reads_reveals_idx" ON "sensitive_reads" USING btree ("user_id","trip_id","read_at");--> statement-breakpoint
CREATE INDEX "sensitive_reads_trip_idx" ON "sensitive_reads" USING btree ("trip_id","read_at");--> statement-breakpoint
ALTER TABLE "sensitive_reads" ADD CONSTRAINT "sensitive_reads_kind" CHECK ("sensitive_reads"."kind" in ('data', 'reveal', 'document'));;--> statement-breakpoint
CREATE FUNCTION "sensitive_reads_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sensitive_reads is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sensitive_reads_append_only" BEFORE UPDATE OR DELETE ON "sensitive_reads"
  FOR EACH ROW EXECUTE FUNCTION "sensitive_reads_append_only"();--> statement-breakpoint
CREATE TRIGGER "sensitive_reads_no_truncate" BEFORE TRUNCATE ON "sensitive_reads"
  FOR EACH STATEMENT EXECUTE FUNCTION "sensitive_reads_append_only"();
