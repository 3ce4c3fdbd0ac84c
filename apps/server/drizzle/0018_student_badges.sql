-- Issue 28: 'Identyfikatory (PDF)'. Each student's badge code, printed in the badge's QR code: random (a
-- volatile default, so each existing row gets its own), unique within the trip, no personal data.
ALTER TABLE "students" ADD COLUMN "badge_code" text DEFAULT upper(substr(md5(gen_random_uuid()::text), 1, 10)) NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_trip_badge_key" UNIQUE("trip_id","badge_code");