import type { Guardian } from '@wycieczki/shared';
import { UserMinus } from 'lucide-react';
import { Button } from '@/components/ui/button';

type GuardianListProps = {
  guardians: readonly Guardian[];
  /** Only the trip's creator may remove guardians; the creator's own entry never offers it. */
  canManage: boolean;
  removingId: string | null;
  onRemove: (guardian: Guardian) => void;
};

function initials(guardian: Guardian): string {
  const source = guardian.fullName.trim() || guardian.email;
  const parts = source.split(/\s+/).filter(Boolean);
  return parts.slice(0, 2).map((part) => part[0]?.toUpperCase() ?? '').join('');
}

export function GuardianList({ guardians, canManage, removingId, onRemove }: GuardianListProps) {
  if (guardians.length === 0) return <p className="py-4 text-center text-sm text-muted-foreground">Brak opiekunów</p>;
  return (
    <ul aria-label="Opiekunowie wycieczki" className="divide-y divide-border rounded-lg border border-border">
      {guardians.map((guardian) => {
        const name = guardian.fullName.trim() || guardian.email;
        return (
          <li key={guardian.id} className="flex items-center gap-3 px-3 py-2.5">
            <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-xs font-semibold text-primary">
              {initials(guardian)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium">
                <span className="min-w-0 truncate" title={name}>{name}</span>
                {guardian.role === 'creator' ? <Badge>Twórca</Badge> : null}
                {guardian.isLeader ? <Badge>Kierownik</Badge> : null}
              </p>
              <p className="truncate text-xs text-muted-foreground" title={guardian.email}>{guardian.email}</p>
            </div>
            {canManage && guardian.role !== 'creator' ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Usuń opiekuna ${name}`}
                disabled={removingId === guardian.id}
                onClick={() => onRemove(guardian)}
                className="text-muted-foreground hover:text-destructive"
              >
                <UserMinus aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Badge({ children }: { children: string }) {
  return <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">{children}</span>;
}
