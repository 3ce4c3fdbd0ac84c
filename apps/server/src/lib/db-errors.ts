/** PostgreSQL's unique_violation (23505), however deep the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** PostgreSQL's foreign_key_violation (23503): the name of the constraint, or null for any other error. */
export function foreignKeyViolated(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return String((e as { constraint?: unknown }).constraint ?? '');
  }
  return null;
}

/** PostgreSQL's unique_violation (23505): the name of the constraint or index, or null for any other error. */
export function uniqueViolated(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return String((e as { constraint?: unknown }).constraint ?? '');
  }
  return null;
}

/**
 * PostgreSQL's check_violation (23514): the name of the rule, or null for any other error. Also
 * what a trigger raises for a rule a CHECK cannot state (students_sensitive_after_erasure).
 */
export function checkViolated(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23514') return String((e as { constraint?: unknown }).constraint ?? '');
  }
  return null;
}
