CREATE TABLE "document_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reader" text NOT NULL,
	"origin" text NOT NULL,
	"fairness_key" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"pages" integer NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"file" "bytea",
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "document_jobs_state" CHECK ("document_jobs"."state" in ('queued', 'making', 'ready', 'failed')),
	CONSTRAINT "document_jobs_reader" CHECK ("document_jobs"."reader" in ('member', 'head'))
);
--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
DROP INDEX "push_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "document_jobs" ADD CONSTRAINT "document_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_jobs" ADD CONSTRAINT "document_jobs_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_jobs_user_idx" ON "document_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "document_jobs_fairness_idx" ON "document_jobs" USING btree ("fairness_key") WHERE "document_jobs"."state" in ('queued', 'making');--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "push_outbox_unsent_idx" ON "push_outbox" USING btree ("created_at") WHERE "push_outbox"."sent_at" is null and "push_outbox"."failed_at" is null;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "push_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "push_outbox" DROP COLUMN "locked_until";