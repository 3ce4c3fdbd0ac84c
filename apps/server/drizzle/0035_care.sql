-- Issue 54 (decision 038): care on the trip: medicines and their doses, handovers to a parent and the people a parent names, a meeting point as a roll call, the coach and the insurance.
CREATE TABLE "handover_codes" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicine_doses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"medicine_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"dose_day" date NOT NULL,
	"scheduled_time" text,
	"status" text NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"marked_by" uuid,
	"marked_by_name" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_doses_status" CHECK ("medicine_doses"."status" in ('given', 'refused', 'absent'))
);
--> statement-breakpoint
CREATE TABLE "medicine_overdue_notices" (
	"medicine_id" uuid NOT NULL,
	"dose_day" date NOT NULL,
	"scheduled_time" text NOT NULL,
	"noticed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_overdue_notices_medicine_id_dose_day_scheduled_time_pk" PRIMARY KEY("medicine_id","dose_day","scheduled_time")
);
--> statement-breakpoint
CREATE TABLE "pickup_persons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relation" text,
	"phone" text,
	"document" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_handovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"collector_kind" text NOT NULL,
	"person_id" uuid,
	"collector_name" text NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_via" text,
	"returned_at" timestamp with time zone,
	"returned_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_handovers_collector_kind" CHECK ("student_handovers"."collector_kind" in ('parent', 'named')),
	CONSTRAINT "student_handovers_confirmed_via" CHECK ("student_handovers"."confirmed_via" in ('link', 'code'))
);
--> statement-breakpoint
CREATE TABLE "student_medicines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"name" text NOT NULL,
	"dose" text NOT NULL,
	"times" text[] DEFAULT '{}'::text[] NOT NULL,
	"as_needed" boolean DEFAULT false NOT NULL,
	"max_per_day" integer,
	"given_by" text DEFAULT 'guardian' NOT NULL,
	"from_date" date,
	"until_date" date,
	"notes" text,
	"by_parent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_medicines_given_by" CHECK ("student_medicines"."given_by" in ('guardian', 'self')),
	CONSTRAINT "student_medicines_max_per_day" CHECK ("student_medicines"."max_per_day" between 1 and 24),
	CONSTRAINT "student_medicines_schedule" CHECK (("student_medicines"."as_needed" and cardinality("student_medicines"."times") = 0) or (not "student_medicines"."as_needed" and cardinality("student_medicines"."times") between 1 and 12)),
	CONSTRAINT "student_medicines_dates" CHECK ("student_medicines"."until_date" is null or "student_medicines"."from_date" is null or "student_medicines"."until_date" >= "student_medicines"."from_date")
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "coach" jsonb;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "coach_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "coach_checked_by_name" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "coach_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "insurance" jsonb;--> statement-breakpoint
ALTER TABLE "attendance_checks" ADD COLUMN "meeting_place" text;--> statement-breakpoint
ALTER TABLE "attendance_checks" ADD COLUMN "meeting_lat" double precision;--> statement-breakpoint
ALTER TABLE "attendance_checks" ADD COLUMN "meeting_lng" double precision;--> statement-breakpoint
ALTER TABLE "handover_codes" ADD CONSTRAINT "handover_codes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_doses" ADD CONSTRAINT "medicine_doses_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_doses" ADD CONSTRAINT "medicine_doses_medicine_id_student_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."student_medicines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_doses" ADD CONSTRAINT "medicine_doses_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_doses" ADD CONSTRAINT "medicine_doses_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_overdue_notices" ADD CONSTRAINT "medicine_overdue_notices_medicine_id_student_medicines_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."student_medicines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_persons" ADD CONSTRAINT "pickup_persons_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_persons" ADD CONSTRAINT "pickup_persons_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_handovers" ADD CONSTRAINT "student_handovers_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_handovers" ADD CONSTRAINT "student_handovers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_handovers" ADD CONSTRAINT "student_handovers_person_id_pickup_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."pickup_persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_handovers" ADD CONSTRAINT "student_handovers_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_medicines" ADD CONSTRAINT "student_medicines_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_medicines" ADD CONSTRAINT "student_medicines_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "medicine_doses_scheduled_key" ON "medicine_doses" USING btree ("medicine_id","dose_day","scheduled_time") WHERE "medicine_doses"."scheduled_time" is not null;--> statement-breakpoint
CREATE INDEX "medicine_doses_trip_idx" ON "medicine_doses" USING btree ("trip_id","dose_day");--> statement-breakpoint
CREATE INDEX "medicine_doses_student_idx" ON "medicine_doses" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "pickup_persons_student_idx" ON "pickup_persons" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_handovers_open_key" ON "student_handovers" USING btree ("student_id") WHERE "student_handovers"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "student_handovers_trip_idx" ON "student_handovers" USING btree ("trip_id","collected_at");--> statement-breakpoint
CREATE INDEX "student_medicines_trip_idx" ON "student_medicines" USING btree ("trip_id","student_id");--> statement-breakpoint
CREATE INDEX "student_medicines_student_idx" ON "student_medicines" USING btree ("student_id");