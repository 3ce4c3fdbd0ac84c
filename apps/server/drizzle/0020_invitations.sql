-- Issue 30: invitations by e-mail (a trip's colleague without an account; the school's teacher
-- invitation mailed), each account's own history of reset links and password changes, and the
-- head's reset links for the school's teachers.
CREATE TABLE "account_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_events_kind" CHECK ("account_events"."kind" in ('reset_link_mailed', 'reset_link_operator', 'reset_link_head', 'password_reset', 'password_changed'))
);
--> statement-breakpoint
CREATE TABLE "school_reset_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"made_by" uuid,
	"made_by_name" text NOT NULL,
	"teacher_id" uuid,
	"teacher_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "school_invitations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_reset_links" ADD CONSTRAINT "school_reset_links_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_reset_links" ADD CONSTRAINT "school_reset_links_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_reset_links" ADD CONSTRAINT "school_reset_links_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_invitations" ADD CONSTRAINT "trip_invitations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_invitations" ADD CONSTRAINT "trip_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_invitations" ADD CONSTRAINT "trip_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_events_user_idx" ON "account_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "school_reset_links_school_idx" ON "school_reset_links" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_invitations_token_key" ON "trip_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_invitations_pending_key" ON "trip_invitations" USING btree ("trip_id",lower("email")) WHERE "trip_invitations"."revoked_at" is null and "trip_invitations"."accepted_at" is null;--> statement-breakpoint
CREATE INDEX "trip_invitations_trip_idx" ON "trip_invitations" USING btree ("trip_id");