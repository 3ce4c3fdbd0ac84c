-- Issue 27, first step: the school (decision 024). A school, its members (one head, any teachers; a
-- user in one school at a time), the invitations that bring teachers in (only a hash of each secret
-- is kept, as for parent links), and the school a trip belongs to.
CREATE TABLE "school_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "school_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_members_role" CHECK ("school_members"."role" in ('head', 'teacher'))
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"erase_after_days" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_erase_after_days_range" CHECK ("schools"."erase_after_days" between 0 and 365),
	CONSTRAINT "schools_name_length" CHECK (char_length("schools"."name") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "school_id" uuid;--> statement-breakpoint
ALTER TABLE "school_invitations" ADD CONSTRAINT "school_invitations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_invitations" ADD CONSTRAINT "school_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_invitations" ADD CONSTRAINT "school_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_members" ADD CONSTRAINT "school_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_members" ADD CONSTRAINT "school_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_invitations_token_key" ON "school_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "school_invitations_school_idx" ON "school_invitations" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_members_user_key" ON "school_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_members_head_key" ON "school_members" USING btree ("school_id") WHERE "school_members"."role" = 'head';--> statement-breakpoint
CREATE INDEX "school_members_school_idx" ON "school_members" USING btree ("school_id");--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_school_idx" ON "trips" USING btree ("school_id");