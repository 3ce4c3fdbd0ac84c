-- Issue 31: the head approves the settlement as it was shown; the approval holds only while the settlement
-- still prints the same (a fingerprint of it).
ALTER TABLE "trips" ADD COLUMN "settlement_approved_version" text;