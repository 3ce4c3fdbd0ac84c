-- Issue 23: the parents' consent prints where and when the children gather ('Zbiórka') and come back
-- ('Powrót'), and the school's own clauses; null leaves a blank to fill in by hand.
ALTER TABLE "trips" ADD COLUMN "meeting_point" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "return_point" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "consent_clauses" text;