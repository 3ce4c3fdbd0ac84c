import type { RegisterView } from '@wycieczki/shared';
import { GraduationCap, Upload, Users } from 'lucide-react';
import { useState } from 'react';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { lazyDialog } from '@/components/lazy-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMySchool } from './api/school';
import { useRegister } from './api/get-register';
import { RegisterClasses } from './components/register-classes';
import { RegisterHistory } from './components/register-history';
import { RegisterLeft } from './components/register-left';
import { REGISTER_FILE_KINDS } from './register-display';

// The head's dialogs load as they open: a teacher reading the classes never needs them.
const RegisterImportDialog = lazyDialog(() => import('./components/register-import-dialog').then((m) => m.RegisterImportDialog));
const RegisterNewYearDialog = lazyDialog(() => import('./components/register-new-year-dialog').then((m) => m.RegisterNewYearDialog));

const PAGE = 'mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10';

/**
 * 'Uczniowie szkoły' (issue 51): the school's register of pupils from the e-dziennik. Every teacher of
 * the school reads the classes and names; the head and 'Sekretariat' import the file, start the new
 * school year, move pupils to 'Absolwenci / odeszli' and read the history of imports.
 */
export default function SchoolPupilsPage() {
  useDocumentTitle('Uczniowie szkoły');
  const school = useMySchool();
  const register = useRegister();
  let content;
  if (register.isPending) content = <Spinner label="Ładowanie uczniów szkoły..." className="py-16" />;
  else if (register.isError) {
    content = (
      <EmptyState icon={Users} title="Nie udało się wczytać uczniów szkoły" description={errorMessage(register.error)}>
        <Button variant="outline" onClick={() => void register.refetch()}>
          Spróbuj ponownie
        </Button>
      </EmptyState>
    );
  } else content = <Register view={register.data} />;
  return (
    <div className={PAGE}>
      <PageHeader title="Uczniowie szkoły" description={school.data?.school.name} actions={<BackButton to="/school">Szkoła</BackButton>} />
      {content}
    </div>
  );
}

function Register({ view }: { view: RegisterView }) {
  const [importing, setImporting] = useState(false);
  const [startingYear, setStartingYear] = useState(false);
  const empty = view.classes.length === 0;
  const importButton = (
    <Button onClick={() => setImporting(true)}>
      <Upload aria-hidden="true" />
      Import z e-dziennika
    </Button>
  );
  if (!view.canManage) {
    return empty ? <EmptyState icon={Users} title="Brak listy uczniów" description="Dyrektor lub sekretariat nie zaimportował jeszcze listy uczniów." /> : <RegisterClasses view={view} />;
  }
  return (
    <>
      {empty ? (
        <EmptyState icon={Users} title="Zaimportuj listę uczniów szkoły" description={REGISTER_FILE_KINDS}>
          {importButton}
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            {importButton}
            <Button variant="outline" onClick={() => setStartingYear(true)}>
              <GraduationCap aria-hidden="true" />
              Nowy rok szkolny
            </Button>
          </div>
          <RegisterClasses view={view} />
        </>
      )}
      <RegisterLeft left={view.left} eraseAfterDays={view.eraseAfterDays} />
      <RegisterHistory history={view.history} />
      <RegisterImportDialog show={importing} open onOpenChange={setImporting} />
      <RegisterNewYearDialog show={startingYear} view={view} open onOpenChange={setStartingYear} />
    </>
  );
}
