-- RODO (issue 16): each trip says how many days after its end its students' sensitive data is kept
-- (30 unless the creator chooses 0-365), and when it was erased.
ALTER TABLE "trips" ADD COLUMN "erase_after_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "sensitive_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_erase_after_days_range" CHECK ("trips"."erase_after_days" between 0 and 365);