// Where a child stands now (issue 63), as the server's one read model of it says (rules/child-standing.ts).

/** A child who is not simply with the group: with a parent now, or missing (an open alarm). */
export type ChildStanding = {
  /** An open hand-over ('Odbiór przez rodzica'): who took the child, since when (ISO), where. */
  collected: { by: string; since: string; place: string } | null;
  /** An open 'Zaginięcie ucznia': since when (ISO). */
  missing: { since: string } | null;
};
