-- The trip's paperwork (issue 15): what the karta wycieczki prints about the trip and its program,
-- each student's class, disability and parent's consent, the school's address in the profile, and the
-- student limit's ratio per trip (10 students per guardian, as before, unless the creator chooses another).
CREATE TABLE "trip_program_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"day" date NOT NULL,
	"departure_time" text,
	"arrival_time" text,
	"distance_km" integer,
	"destination" text NOT NULL,
	"program" text,
	"stops" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_program_items_distance" CHECK ("trip_program_items"."distance_km" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "school_address" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "class_name" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "disability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "consent" text DEFAULT 'missing' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "consent_date" date;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "aim" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "route" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "transport" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "school_name" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "school_address" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "students_per_guardian" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_program_items" ADD CONSTRAINT "trip_program_items_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_program_items_trip_idx" ON "trip_program_items" USING btree ("trip_id","day");--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_consent" CHECK ("students"."consent" in ('missing', 'given', 'refused'));--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_students_per_guardian_range" CHECK ("trips"."students_per_guardian" between 1 and 30);