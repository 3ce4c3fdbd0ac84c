-- Who is a member of which trip, and as what, decided in ONE place (docs/decisions/012). The access
-- module (apps/server/src/access/trip-access.ts) and every hand-written statement ask these
-- functions; no other SQL joins trip_guardians to decide access. They are plain SQL functions,
-- which PostgreSQL inlines into the calling statement: no cost over writing the join out.
CREATE FUNCTION "trip_access"("p_trip" uuid, "p_user" uuid)
  RETURNS TABLE ("role" text, "created_by" uuid, "trip_leader_id" uuid)
  LANGUAGE sql STABLE AS $$
    SELECT g.role, t.created_by, t.trip_leader_id
    FROM trips t JOIN trip_guardians g ON g.trip_id = t.id AND g.guardian_id = p_user
    WHERE t.id = p_trip
  $$;
--> statement-breakpoint
-- The trips a user may see, with the user's role in each.
CREATE FUNCTION "member_trips"("p_user" uuid)
  RETURNS TABLE ("trip_id" uuid, "role" text)
  LANGUAGE sql STABLE AS $$
    SELECT g.trip_id, g.role FROM trip_guardians g WHERE g.guardian_id = p_user
  $$;
--> statement-breakpoint
-- The users who may see a trip.
CREATE FUNCTION "trip_members"("p_trip" uuid)
  RETURNS TABLE ("user_id" uuid)
  LANGUAGE sql STABLE AS $$
    SELECT g.guardian_id FROM trip_guardians g WHERE g.trip_id = p_trip
  $$;
