-- When a mark was made on its device: of two marks of one student the later one wins, whatever order
-- they reach the server in (issue 14, docs/decisions/017). A record written before this column
-- existed was marked when it was stored.
ALTER TABLE "attendance_records" ADD COLUMN "marked_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "attendance_records" SET "marked_at" = "updated_at";
