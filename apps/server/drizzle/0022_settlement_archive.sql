-- Issue 31: 'Wydatki', 'Zwrot' and 'Rozliczenie wycieczki' (the split, the note, the head's approval),
-- 'Zakończ wycieczkę', and 'Archiwum zgód' (what the erasure keeps of a consent, for the years set).
CREATE TABLE "payment_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"returned_on" date NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_returns_amount" CHECK ("payment_returns"."amount" between 1 and 10000000),
	CONSTRAINT "payment_returns_method" CHECK ("payment_returns"."method" in ('gotowka', 'przelew'))
);
--> statement-breakpoint
CREATE TABLE "trip_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"category" text NOT NULL,
	"amount" integer NOT NULL,
	"spent_on" date NOT NULL,
	"document_no" text,
	"note" text,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_expenses_amount" CHECK ("trip_expenses"."amount" between 1 and 10000000),
	CONSTRAINT "trip_expenses_category" CHECK ("trip_expenses"."category" in ('transport', 'noclegi', 'wyzywienie', 'bilety', 'przewodnik', 'ubezpieczenie', 'inne'))
);
--> statement-breakpoint
CREATE TABLE "consent_archive" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"school_id" uuid,
	"owner_id" uuid,
	"trip_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"student_name" text NOT NULL,
	"class_name" text,
	"consent" text NOT NULL,
	"consent_form" text,
	"consent_date" date,
	"consent_online_at" timestamp with time zone,
	"consent_by" text,
	"keep_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_archive_consent" CHECK ("consent_archive"."consent" in ('missing', 'given', 'refused')),
	CONSTRAINT "consent_archive_form" CHECK ("consent_archive"."consent_form" in ('paper', 'online'))
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "consent_keep_years" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "settlement_split" text DEFAULT 'equal' NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "settlement_note" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "settlement_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "settlement_approved_by_name" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "closed_by_name" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "consent_keep_years" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "return_due" integer;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_expenses" ADD CONSTRAINT "trip_expenses_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_archive" ADD CONSTRAINT "consent_archive_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_archive" ADD CONSTRAINT "consent_archive_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_returns_trip_student_idx" ON "payment_returns" USING btree ("trip_id","student_id");--> statement-breakpoint
CREATE INDEX "payment_returns_student_idx" ON "payment_returns" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "trip_expenses_trip_idx" ON "trip_expenses" USING btree ("trip_id","spent_on");--> statement-breakpoint
CREATE INDEX "consent_archive_trip_idx" ON "consent_archive" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "consent_archive_school_idx" ON "consent_archive" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "consent_archive_owner_idx" ON "consent_archive" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "consent_archive_keep_idx" ON "consent_archive" USING btree ("keep_until");--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_consent_keep_years_range" CHECK ("schools"."consent_keep_years" between 0 and 20);--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_settlement_split" CHECK ("trips"."settlement_split" in ('equal', 'manual'));--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_consent_keep_years_range" CHECK ("trips"."consent_keep_years" between 0 and 20);--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_return_due" CHECK ("students"."return_due" between 0 and 10000000);