/**
 * The assignment rule of docs/product.md §4, as a pure function: the chosen students become the
 * room's whole set (moved here from wherever they were), the room's other students leave it.
 */
export type AssignmentPlan = { moveIn: string[]; moveOut: string[] };

export function planAssignment(currentOccupants: string[], chosen: string[], capacity: number): AssignmentPlan | 'over_capacity' {
  const unique = [...new Set(chosen)];
  if (unique.length > capacity) return 'over_capacity';
  const current = new Set(currentOccupants);
  const wanted = new Set(unique);
  return {
    moveIn: unique.filter((id) => !current.has(id)),
    moveOut: currentOccupants.filter((id) => !wanted.has(id)),
  };
}

/** Whether one more student fits: `occupants` already excludes the student being placed. */
export function hasFreePlace(occupants: number, capacity: number): boolean {
  return occupants < capacity;
}
