-- Issue 31: the karta alarmowa's numbers to dial: GOPR/TOPR when the trip is in the mountains, WOPR
-- when by the water, and the numbers the leader adds.
ALTER TABLE "trips" ADD COLUMN "in_mountains" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "near_water" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "extra_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL;