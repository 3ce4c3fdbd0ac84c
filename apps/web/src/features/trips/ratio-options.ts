import { GUARDIAN_RATIO_HINTS, LIMITS, perGuardianText } from '@wycieczki/shared';

/** Every ratio from 1 to 30 for the select, the usual school rules named beside theirs. */
export const RATIO_OPTIONS = Array.from({ length: LIMITS.studentsPerGuardianMax }, (_, i) => i + 1).map((n) => ({
  value: n,
  label: GUARDIAN_RATIO_HINTS.find((hint) => hint.studentsPerGuardian === n)?.label ?? perGuardianText(n),
}));
