import { sql } from 'drizzle-orm';
import { chosenGender } from './chosen-gender';

// Issue 27: a school trip's approval as every screen reads it (the trips list, the head's views).

const ISO = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * A trip's approval as the API answers it, for a trip of a school; 'draft' when never sent. The
 * columns of `trips t` left-joined to `schools s` and `trip_approvals a`.
 */
export const APPROVAL_JSON = sql`case when s.id is null then null else json_build_object(
  'status', coalesce(a.status, 'draft'),
  'schoolName', s.name,
  'comment', a.comment,
  'submittedAt', ${ISO('a.submitted_at')},
  'approvedAt', case when a.status = 'approved' then ${ISO('a.approved_at')} end,
  'approvedBy', case when a.status = 'approved' then a.approved_by_name end,
  'approvedByGender', case when a.status = 'approved' then ${chosenGender(sql`a.approved_by`)} end,
  'changedAfterApproval', coalesce(a.changed_after_approval, false)) end`;

