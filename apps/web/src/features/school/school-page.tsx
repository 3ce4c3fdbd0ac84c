import { zodResolver } from '@hookform/resolvers/zod';
import { firstIssueMessage, LIMITS, SCHOOL_ROLE_LABELS, schoolSchema, schoolUpdateSchema, type MySchool, type SchoolInput } from '@wycieczki/shared';
import { ClipboardCheck, LogOut, School, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { ConsentKeepYearsField, EraseAfterDaysField } from '@/components/retention-field';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkCard } from '@/components/ui/link-card';
import { FormField, registered } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DataProtectionCard } from './components/data-protection-card';
import { Invitations } from './components/school-invitations';
import { Members } from './components/school-members';
import { useCreateSchool, useLeaveSchool, useMySchool, useUpdateSchool } from './api/school';

const PAGE = 'mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:px-6 sm:py-10';

/**
 * 'Szkoła' (issue 27): a teacher alone creates a school and becomes its 'Dyrektor'; the head invites
 * teachers with a link, removes them and sets the school's details; a teacher sees the school and
 * may leave it.
 */
export default function SchoolPage() {
  useDocumentTitle('Szkoła');
  const school = useMySchool();
  let content;
  if (school.isPending) content = <Spinner label="Ładowanie szkoły..." className="py-16" />;
  else if (school.isError) {
    content = (
      <EmptyState icon={School} title="Nie udało się wczytać szkoły" description={errorMessage(school.error)}>
        <Button variant="outline" onClick={() => void school.refetch()}>
          Spróbuj ponownie
        </Button>
      </EmptyState>
    );
  } else if (!school.data) content = <CreateSchool />;
  else content = <SchoolView data={school.data} />;
  return (
    <div className={PAGE}>
      <PageHeader title="Szkoła" description={school.data ? school.data.school.name : 'Wycieczki szkoły, jej dyrektor i nauczyciele'} />
      {content}
    </div>
  );
}

function CreateSchool() {
  const create = useCreateSchool();
  const form = useForm<SchoolInput, unknown, z.output<typeof schoolSchema>>({ resolver: zodResolver(schoolSchema), defaultValues: { name: '', address: '' } });
  const onSubmit = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      () => toast.success('Utworzono szkołę. Jesteś jej dyrektorem.'),
      (error: unknown) => toast.error('Nie udało się utworzyć szkoły', { description: errorMessage(error) }),
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Utwórz szkołę</CardTitle>
        <CardDescription>
          Jesteś dyrektorem? Utwórz szkołę i zaproś nauczycieli: ich wycieczki będą wycieczkami szkoły. Nauczyciel dołącza do szkoły przez link z zaproszeniem od
          dyrektora. Bez szkoły możesz dalej pracować sam.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField id="school-name" label="Nazwa szkoły" placeholder="np. Szkoła Podstawowa nr 3 w Krakowie" maxLength={LIMITS.schoolMax} {...registered(form, 'name')} />
          <FormField id="school-address" label="Adres szkoły (opcjonalnie)" placeholder="np. ul. Lipowa 3, 30-001 Kraków" maxLength={LIMITS.schoolAddressMax} {...registered(form, 'address')} />
          <Button type="submit" className="justify-self-start" disabled={create.isPending}>
            <School aria-hidden="true" />
            {create.isPending ? 'Tworzenie...' : 'Utwórz szkołę'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** The head's way to 'Wycieczki szkoły' (issue 27): the karty waiting for approval and every trip of the school. */
function SchoolTripsLink() {
  return (
    <LinkCard
      to="/school/trips"
      icon={ClipboardCheck}
      title="Wycieczki szkoły"
      description="Karty wycieczek do zatwierdzenia i kalendarz wszystkich wycieczek szkoły."
      variant="primary"
    />
  );
}

/** 'Uczniowie szkoły' (issue 51), to every member: the head and 'Sekretariat' keep the list, a teacher reads it. */
function SchoolPupilsLink({ managesRegister }: { managesRegister: boolean }) {
  return (
    <LinkCard
      to="/school/pupils"
      icon={Users}
      title="Uczniowie szkoły"
      description={
        managesRegister
          ? 'Lista uczniów z e-dziennika: import, nowy rok szkolny, absolwenci.'
          : 'Klasy i uczniowie szkoły: z tej listy dodasz uczniów do wycieczki.'
      }
    />
  );
}

function SchoolView({ data }: { data: NonNullable<MySchool> }) {
  const head = data.role === 'head';
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{data.school.name}</CardTitle>
          <CardDescription>
            {data.school.address ? `${data.school.address}. ` : ''}Dyrektor: {data.school.headName}. Twoja rola: {SCHOOL_ROLE_LABELS[data.role]}.
          </CardDescription>
        </CardHeader>
        {head ? (
          <CardContent>
            <SchoolSettings data={data} />
          </CardContent>
        ) : null}
      </Card>
      {head ? <SchoolTripsLink /> : null}
      <SchoolPupilsLink managesRegister={data.managesRegister} />
      {head ? <Invitations invitations={data.invitations} /> : null}
      <Members members={data.members} canManage={head} />
      {head ? <DataProtectionCard /> : null}
      {head ? null : <LeaveSchool schoolName={data.school.name} />}
    </>
  );
}

/**
 * The head's settings: the name, the address, the erasure period the school's new trips start with,
 * and how many years the school's consent records outlive it ('Archiwum zgód', issue 31).
 */
function SchoolSettings({ data }: { data: NonNullable<MySchool> }) {
  const update = useUpdateSchool();
  const [name, setName] = useState(data.school.name);
  const [address, setAddress] = useState(data.school.address ?? '');
  const [days, setDays] = useState(String(data.school.eraseAfterDays));
  const [years, setYears] = useState(String(data.school.consentKeepYears));
  const [confirmingErase, setConfirmingErase] = useState(false);
  const changes = { name, address, eraseAfterDays: Number(days), consentKeepYears: years.trim() === '' ? Number.NaN : Number(years) };
  const save = () =>
    update.mutateAsync(changes).then(
      () => {
        setConfirmingErase(false);
        toast.success('Zapisano ustawienia szkoły');
      },
      (error: unknown) => toast.error('Nie udało się zapisać ustawień szkoły', { description: errorMessage(error) }),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schoolUpdateSchema.safeParse(changes);
    if (!parsed.success) return toast.error('Nie udało się zapisać ustawień szkoły', { description: firstIssueMessage(parsed.error) });
    // 0 deletes the school's consent records kept so far, at once: asked first.
    if (changes.consentKeepYears === 0 && data.school.consentKeepYears > 0) return setConfirmingErase(true);
    void save();
  };
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <ConfirmDialog
        open={confirmingErase}
        onOpenChange={setConfirmingErase}
        title="Usunąć archiwum zgód szkoły?"
        description="Zgody rodziców zachowane z zakończonych wycieczek szkoły zostaną usunięte od razu, a nowe będą usuwane razem z danymi wrażliwymi."
        confirmLabel="Usuń archiwum"
        busy={update.isPending}
        onConfirm={() => void save()}
      />
      <FormField id="school-settings-name" label="Nazwa szkoły" value={name} maxLength={LIMITS.schoolMax} onChange={(event) => setName(event.target.value)} />
      <FormField id="school-settings-address" label="Adres szkoły" value={address} maxLength={LIMITS.schoolAddressMax} onChange={(event) => setAddress(event.target.value)} />
      <EraseAfterDaysField
        id="school-settings-erase"
        hint="Tyle dni po zakończeniu wycieczki nowe wycieczki szkoły przechowują PESEL, telefony rodziców, alergie, diety i leki."
        value={days}
        onChange={(event) => setDays(event.target.value)}
      />
      <ConsentKeepYearsField
        id="school-settings-consent-keep"
        hint="Tyle lat po zakończeniu wycieczki szkoła zachowuje zgody rodziców (uczeń, klasa, zgoda, forma, data i kto ją wyraził). 0: zgody są usuwane razem z danymi wrażliwymi. Zmiana dotyczy też zgód już zachowanych."
        value={years}
        onChange={(event) => setYears(event.target.value)}
      />
      <Button type="submit" variant="outline" className="justify-self-start" disabled={update.isPending}>
        {update.isPending ? 'Zapisywanie...' : 'Zapisz ustawienia'}
      </Button>
    </form>
  );
}

function LeaveSchool({ schoolName }: { schoolName: string }) {
  const leave = useLeaveSchool();
  const [asking, setAsking] = useState(false);
  return (
    <div>
      <Button variant="outline" onClick={() => setAsking(true)}>
        <LogOut aria-hidden="true" />
        Opuść szkołę
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Opuścić szkołę „${schoolName}”?`}
        description="Twoje nowe wycieczki nie będą już wycieczkami szkoły. Do szkoły wrócisz przez nowe zaproszenie od dyrektora."
        confirmLabel="Opuść"
        busy={leave.isPending}
        onConfirm={() =>
          leave.mutateAsync(undefined).then(
            () => {
              toast.success('Opuszczono szkołę');
              setAsking(false);
            },
            (error: unknown) => toast.error('Nie udało się opuścić szkoły', { description: errorMessage(error) }),
          )
        }
      />
    </div>
  );
}
