-- Issue 27: the head teacher's approval of a school trip's karta (decision 025). No row: 'Szkic'. The
-- karta as last approved is kept, so a change of anything it prints sends the trip back for approval.
CREATE TABLE "trip_approvals" (
	"trip_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"comment" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"submitted_by" uuid,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_by_name" text,
	"approved_karta" jsonb,
	"changed_after_approval" boolean DEFAULT false NOT NULL,
	CONSTRAINT "trip_approvals_status" CHECK ("trip_approvals"."status" in ('pending', 'approved', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "trip_approvals" ADD CONSTRAINT "trip_approvals_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_approvals" ADD CONSTRAINT "trip_approvals_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_approvals" ADD CONSTRAINT "trip_approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;