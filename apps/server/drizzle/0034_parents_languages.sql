-- Issue 53 (decision 037): the parent link's language, and the consent's language and fingerprint (kept in the archive too).
ALTER TABLE "students" ADD COLUMN "consent_language" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "consent_fingerprint" text;--> statement-breakpoint
ALTER TABLE "parent_links" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "consent_archive" ADD COLUMN "consent_language" text;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_language" CHECK ("parent_links"."language" in ('pl', 'uk', 'en'));