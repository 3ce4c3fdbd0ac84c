// The parent page's few repeated looks (Tailwind classes).
export const CARD = 'grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm';
export const PRIMARY =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground disabled:opacity-60';
export const SECONDARY = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-border bg-card px-4 text-sm font-medium disabled:opacity-60';
