import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type Profile, type ProfileUpdateInput } from '@wycieczki/shared';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { FormField, registered } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { toastFirstFormError } from '@/lib/first-form-error';
import { useUpdateProfile } from './api/update-profile';

type ProfileFormValues = ProfileUpdateInput;
type ProfileUpdateOutput = z.output<typeof profileUpdateSchema>;

const FIELD_ORDER = ['firstName', 'lastName', 'grammaticalGender', 'phone', 'school', 'schoolAddress'] as const;

function toFormValues(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    school: profile.school ?? '',
    schoolAddress: profile.schoolAddress ?? '',
    grammaticalGender: profile.grammaticalGender ?? '',
  };
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, ProfileUpdateOutput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: toFormValues(profile),
  });

  const onSubmit = form.handleSubmit(
    (values) => {
      return update.mutateAsync(values).then(
        (saved) => {
          form.reset(toFormValues(saved));
          toast.success('Profil został zaktualizowany');
        },
        () => {
          toast.error('Błąd podczas zapisywania profilu');
        },
      );
    },
    toastFirstFormError(FIELD_ORDER),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="profile-email" label="Email" value={profile.email} readOnly disabled hint="Email nie może być zmieniony" />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-first-name" label="Imię *" autoComplete="given-name" required {...registered(form, 'firstName')} />
        <FormField id="profile-last-name" label="Nazwisko *" autoComplete="family-name" required {...registered(form, 'lastName')} />
      </div>
      <SelectField
        id="profile-grammatical-gender"
        label="Forma w komunikatach"
        hint="Tak aplikacja pisze o Tobie innym, np. „Zapisała: Anna Nowak” albo „Zapisał: Jan Kowalski”."
        {...registered(form, 'grammaticalGender')}
      >
        <option value="">Nie wybrano (zgadnij z imienia)</option>
        <option value="F">Pani</option>
        <option value="M">Pan</option>
      </SelectField>
      <FormField id="profile-phone" label="Numer telefonu" type="tel" autoComplete="tel" inputMode="tel" placeholder="+48 600 000 000" {...registered(form, 'phone')} />
      <FormField id="profile-school" label="Szkoła" autoComplete="organization" placeholder="np. Szkoła Podstawowa nr 1 w Krakowie" {...registered(form, 'school')} />
      <FormField
        id="profile-school-address"
        label="Adres szkoły"
        autoComplete="street-address"
        placeholder="np. ul. Długa 5, 30-001 Kraków"
        hint="Karta wycieczki drukuje szkołę i jej adres z profilu kierownika."
        {...registered(form, 'schoolAddress')}
      />
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" disabled={update.isPending}>
          {update.isPending ? 'Zapisywanie...' : 'Zapisz zmiany'}
        </Button>
      </div>
    </form>
  );
}
