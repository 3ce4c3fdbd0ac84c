-- Issue 28: 'Zaginięcie ucznia'. An alarm per missing child (its id made on the phone, so a resend from the
-- outbox makes it once; one open alarm per child), and who saw it.
CREATE TABLE "missing_alarm_views" (
	"alarm_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missing_alarm_views_alarm_id_user_id_pk" PRIMARY KEY("alarm_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "missing_alarms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trip_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"raised_by" uuid,
	"raised_by_name" text NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolved_by_name" text,
	"resolved_note" text
);
--> statement-breakpoint
ALTER TABLE "missing_alarm_views" ADD CONSTRAINT "missing_alarm_views_alarm_id_missing_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."missing_alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_alarm_views" ADD CONSTRAINT "missing_alarm_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_alarms" ADD CONSTRAINT "missing_alarms_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_alarms" ADD CONSTRAINT "missing_alarms_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_alarms" ADD CONSTRAINT "missing_alarms_raised_by_users_id_fk" FOREIGN KEY ("raised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_alarms" ADD CONSTRAINT "missing_alarms_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "missing_alarms_open_key" ON "missing_alarms" USING btree ("student_id") WHERE "missing_alarms"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "missing_alarms_trip_idx" ON "missing_alarms" USING btree ("trip_id","raised_at");