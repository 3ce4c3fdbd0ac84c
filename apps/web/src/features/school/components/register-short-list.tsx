import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** A preview of 1,500 pupils stays quick: a long list shows its first rows until 'Pokaż wszystkich'. */
const SHORT_LIST_ROWS = 50;

export function useShortList<T>(items: readonly T[], first = SHORT_LIST_ROWS): { shown: readonly T[]; hidden: number; showAll: () => void } {
  const [whole, setWhole] = useState(false);
  if (whole || items.length <= first) return { shown: items, hidden: 0, showAll: () => {} };
  return { shown: items.slice(0, first), hidden: items.length - first, showAll: () => setWhole(true) };
}

/** 'Pokaż wszystkich (1500)': `label` for rows that are not people ('Pokaż wszystkie'). */
export function ShowAllButton({ total, hidden, onClick, label = 'Pokaż wszystkich' }: { total: number; hidden: number; onClick: () => void; label?: string }) {
  if (hidden === 0) return null;
  return (
    <Button variant="ghost" size="sm" className="justify-self-start" onClick={onClick}>
      <ChevronDown aria-hidden="true" />
      {label} ({total})
    </Button>
  );
}
