-- Issue 48: the consent's two statements answered apart. Participation stays in students.consent; medical
-- help in an emergency gets its own answer. Answers given before this change answered one sentence for
-- both, so nobody can tell what they meant about treatment: they stay 'missing' until asked again.
ALTER TABLE "students" ADD COLUMN "medical_consent" text DEFAULT 'missing' NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_archive" ADD COLUMN "medical_consent" text DEFAULT 'missing' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_medical_consent" CHECK ("students"."medical_consent" in ('missing', 'given', 'refused'));--> statement-breakpoint
ALTER TABLE "consent_archive" ADD CONSTRAINT "consent_archive_medical_consent" CHECK ("consent_archive"."medical_consent" in ('missing', 'given', 'refused'));