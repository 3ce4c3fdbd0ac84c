-- Issue 26: money for the trip (decision 023). The cost per student, its instalments (kept whole, as
-- jsonb), the account parents transfer to and whether guardians see amounts are the trip's; a
-- student may have an individual cost; payments are their own table, whose student cannot be deleted
-- while it holds them (no cascade: money received is never dropped with a row).
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"bank_ref" text,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" between 1 and 10000000),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('gotowka', 'przelew'))
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "cost_per_student" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "cost_instalments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "payee" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "guardians_see_payments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "individual_cost" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "individual_cost_note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_trip_student_idx" ON "payments" USING btree ("trip_id","student_id");--> statement-breakpoint
CREATE INDEX "payments_student_idx" ON "payments" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_trip_bank_ref_key" ON "payments" USING btree ("trip_id","bank_ref") WHERE "payments"."bank_ref" is not null;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_cost_per_student" CHECK ("trips"."cost_per_student" between 1 and 10000000);--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_bank_account" CHECK ("trips"."bank_account" ~ '^[0-9]{26}$');--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_individual_cost" CHECK ("students"."individual_cost" between 0 and 10000000);