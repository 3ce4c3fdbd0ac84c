-- Issue 49: with every line kept as data (0027), the worded sentence goes: the feed words lines when read.
ALTER TABLE "trip_activity" DROP COLUMN "summary";
