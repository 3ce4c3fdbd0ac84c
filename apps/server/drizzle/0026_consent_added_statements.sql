-- Issue 48: 'Dodatkowe zgody', statements of the consent the teacher adds (trips.consent_statements), and
-- each child's answers to them by the statement's key (students.consent_extra).
ALTER TABLE "trips" ADD COLUMN "consent_statements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "consent_extra" jsonb DEFAULT '{}'::jsonb NOT NULL;