-- Issue 62: a guardian's push subscription belongs to the session that turned it on and ends with it.
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" uuid;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
-- A device turned on before this belongs to its account's one live session when there is exactly one
-- (the usual phone); with several, which one is not known, and the row stays unbound until the app's
-- next start binds it (any of the account's sessions ending takes it meanwhile).
UPDATE "push_subscriptions" s SET "session_id" = live.family_id
FROM (
  SELECT user_id, min(family_id::text)::uuid AS family_id FROM refresh_tokens
  WHERE revoked_at IS NULL AND expires_at > now()
  GROUP BY user_id HAVING count(DISTINCT family_id) = 1
) live
WHERE s.user_id = live.user_id AND s.session_id IS NULL;
