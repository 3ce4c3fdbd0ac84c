CREATE TABLE "deleted_attendance_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deleted_attendance_checks" ADD CONSTRAINT "deleted_attendance_checks_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_attendance_checks_trip_idx" ON "deleted_attendance_checks" USING btree ("trip_id");