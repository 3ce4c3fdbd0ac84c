import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { addApartPair, type ApartPair } from '../rooming-draft';
import type { Classmate } from './wish-picker';

type ApartPairsProps = {
  pairs: readonly ApartPair[];
  classmates: readonly Classmate[];
  names: ReadonlyMap<string, string>;
  onChange: (pairs: ApartPair[]) => void;
};

/** 'Nie razem': pairs never put in one room. The teacher's own note: never shown to parents nor printed. */
export function ApartPairs({ pairs, classmates, names, onChange }: ApartPairsProps) {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const add = () => {
    onChange(addApartPair(pairs, first, second));
    setFirst('');
    setSecond('');
  };
  const pairName = ([a, b]: ApartPair) => `${names.get(a) ?? '?'} i ${names.get(b) ?? '?'}`;
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <PupilSelect id="rooming-apart-first" label="Pierwszy uczeń" value={first} onChange={setFirst} classmates={classmates} />
        <PupilSelect id="rooming-apart-second" label="Drugi uczeń" value={second} onChange={setSecond} classmates={classmates} />
        <Button variant="outline" onClick={add} disabled={first === '' || second === '' || first === second}>
          <Plus aria-hidden="true" />
          Dodaj parę
        </Button>
      </div>
      {pairs.length === 0 ? (
        <p className="text-sm text-muted-foreground">Brak par.</p>
      ) : (
        <ul aria-label="Pary Nie razem" className="divide-y divide-border rounded-lg border border-border">
          {pairs.map((pair) => (
            <li key={pair.join('|')} className="flex items-center justify-between gap-2 py-1 pl-3 pr-1">
              <span className="min-w-0 text-sm wrap-anywhere">{pairName(pair)}</span>
              <Button variant="ghost" size="icon" aria-label={`Usuń parę: ${pairName(pair)}`} title="Usuń parę" onClick={() => onChange(pairs.filter((p) => p !== pair))}>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type PupilSelectProps = { id: string; label: string; value: string; onChange: (value: string) => void; classmates: readonly Classmate[] };

function PupilSelect({ id, label, value, onChange, classmates }: PupilSelectProps) {
  // The class tells namesakes apart when the trip takes pupils of several classes.
  const classes = new Set(classmates.map((classmate) => classmate.className)).size;
  return (
    <SelectField id={id} label={label} value={value} onChange={(event) => onChange(event.target.value)} className="truncate">
      <option value="">Wybierz ucznia</option>
      {classmates.map((classmate) => (
        <option key={classmate.id} value={classmate.id}>
          {classes > 1 && classmate.className ? `${classmate.name} (${classmate.className})` : classmate.name}
        </option>
      ))}
    </SelectField>
  );
}
