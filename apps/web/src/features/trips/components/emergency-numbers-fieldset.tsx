import { LIMITS, MOUNTAIN_RESCUE, numberLine, WATER_RESCUE, type tripEditSchema, type TripEditInput } from '@wycieczki/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { FormField, registered } from '@/components/ui/form-field';

type EmergencyNumbersFieldsetProps = { form: UseFormReturn<TripEditInput, unknown, z.output<typeof tripEditSchema>> };

/**
 * 'Numery alarmowe' in the trip's edit dialog (issue 31): what the karta alarmowa shows under 112:
 * the mountain rescue when the trip is in the mountains, the water rescue by the water, and numbers
 * the leader adds (the hostel's reception, the coach's driver).
 */
export function EmergencyNumbersFieldset({ form }: EmergencyNumbersFieldsetProps) {
  const extra = useFieldArray({ control: form.control, name: 'extraNumbers' });
  return (
    <fieldset className="grid gap-4 border-t border-border pt-5">
      <legend className="pt-5 text-base font-semibold">Numery alarmowe</legend>
      <p className="-mt-2 text-sm text-muted-foreground">Karta alarmowa pokazuje zawsze 112, a pod nim numery zaznaczone tutaj.</p>
      <label htmlFor="edit-trip-mountains" className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input id="edit-trip-mountains" type="checkbox" className="size-5 accent-primary" {...form.register('inMountains')} />
        <span>
          W górach <span className="text-muted-foreground">({numberLine(MOUNTAIN_RESCUE)})</span>
        </span>
      </label>
      <label htmlFor="edit-trip-water" className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <input id="edit-trip-water" type="checkbox" className="size-5 accent-primary" {...form.register('nearWater')} />
        <span>
          Nad wodą <span className="text-muted-foreground">({numberLine(WATER_RESCUE)})</span>
        </span>
      </label>
      <ol className="grid gap-3" aria-label="Dodatkowe numery">
        {extra.fields.map((field, index) => (
          <li key={field.id} className="grid items-start gap-3 rounded-lg border border-border p-3 min-[420px]:grid-cols-[1fr_1fr_auto]">
            <FormField
              id={`edit-trip-extra-${index}-name`}
              label={`Dodatkowy numer ${index + 1}: czyj`}
              placeholder="np. recepcja schroniska"
              maxLength={LIMITS.extraNumberNameMax}
              {...registered(form, `extraNumbers.${index}.name`)}
            />
            <FormField
              id={`edit-trip-extra-${index}-phone`}
              label={`Dodatkowy numer ${index + 1}: telefon`}
              type="tel"
              inputMode="tel"
              placeholder="np. 75 761 00 00"
              {...registered(form, `extraNumbers.${index}.phone`)}
            />
            <Button variant="outline" size="icon" className="min-[420px]:mt-7" aria-label={`Usuń dodatkowy numer ${index + 1}`} onClick={() => extra.remove(index)}>
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      {extra.fields.length < LIMITS.extraNumbersMax ? (
        <Button variant="outline" className="justify-self-start" onClick={() => extra.append({ name: '', phone: '' })}>
          <Plus aria-hidden />
          Dodatkowy numer
        </Button>
      ) : null}
    </fieldset>
  );
}
