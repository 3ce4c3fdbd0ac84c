-- Issue 63: a user's 'Forma w komunikatach' in 'Profil' ('F' Pani, 'M' Pan; null: guessed from the first name), for verbs such as 'zapisała'/'zapisał'.
ALTER TABLE "profiles" ADD COLUMN "grammatical_gender" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_grammatical_gender" CHECK ("profiles"."grammatical_gender" in ('F', 'M'));