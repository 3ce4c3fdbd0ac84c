-- Issue 51 (decision 035): the school's register of pupils ('Uczniowie szkoły'), its imports and previews, the
-- 'Sekretariat' role, the register's version, and the trip student's link to the register's pupil.
CREATE TABLE "register_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"user_id" uuid,
	"by_name" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text,
	"format" text,
	"added" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"left" integer DEFAULT 0 NOT NULL,
	"promoted" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_imports_kind" CHECK ("register_imports"."kind" in ('import', 'new-year'))
);
--> statement-breakpoint
CREATE TABLE "register_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_pupils" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"surname" text NOT NULL,
	"first_names" text NOT NULL,
	"class_name" text,
	"register_no" integer,
	"pesel" text,
	"birth_date" date,
	"sex" text,
	"parent_phone" text,
	"parent_email" text,
	"left_at" timestamp with time zone,
	"left_from" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_pupils_sex" CHECK ("register_pupils"."sex" in ('F', 'M')),
	CONSTRAINT "register_pupils_left" CHECK (("register_pupils"."left_at" is null) = ("register_pupils"."class_name" is not null))
);
--> statement-breakpoint
ALTER TABLE "school_members" ADD COLUMN "register_clerk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "register_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "register_pupil_id" uuid;--> statement-breakpoint
ALTER TABLE "register_imports" ADD CONSTRAINT "register_imports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_imports" ADD CONSTRAINT "register_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_previews" ADD CONSTRAINT "register_previews_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_previews" ADD CONSTRAINT "register_previews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_pupils" ADD CONSTRAINT "register_pupils_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "register_imports_school_idx" ON "register_imports" USING btree ("school_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "register_pupils_school_pesel_key" ON "register_pupils" USING btree ("school_id","pesel") WHERE "register_pupils"."pesel" is not null;--> statement-breakpoint
CREATE INDEX "register_pupils_school_class_idx" ON "register_pupils" USING btree ("school_id","class_name");--> statement-breakpoint
CREATE INDEX "register_pupils_left_idx" ON "register_pupils" USING btree ("left_at") WHERE "register_pupils"."left_at" is not null;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_register_pupil_id_register_pupils_id_fk" FOREIGN KEY ("register_pupil_id") REFERENCES "public"."register_pupils"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_register_pupil_idx" ON "students" USING btree ("register_pupil_id") WHERE "students"."register_pupil_id" is not null;