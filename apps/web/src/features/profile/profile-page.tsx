import { ChevronRight, School, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { lazy, Suspense, useEffect } from 'react';
import { toast } from '@/lib/toast';
import { useAuth } from '@/lib/use-session';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfile } from './api/get-profile';
import { AccountHistory } from './account-history';
import { AccountSection } from './account-section';
import { EmailConfirmationCard } from './email-confirmation-card';
import { ProfileForm } from './profile-form';

const LOAD_ERROR = 'Błąd podczas wczytywania profilu';

/** 'Powiadomienia na tym telefonie' (issue 50): its own chunk, after the profile's first screen. */
const PushCard = lazy(() => import('@/components/push/push-card').then((m) => ({ default: m.PushCard })));

function ProfileContent() {
  const profile = useProfile();

  useEffect(() => {
    if (profile.isError) toast.error(LOAD_ERROR);
  }, [profile.isError]);

  if (profile.isPending) return <Spinner className="py-16" />;
  if (profile.isError) {
    return (
      <EmptyState icon={UserRound} title={LOAD_ERROR}>
        <Button variant="outline" onClick={() => void profile.refetch()}>
          Spróbuj ponownie
        </Button>
      </EmptyState>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Dane osobowe</CardTitle>
        <CardDescription>Pola oznaczone gwiazdką są wymagane.</CardDescription>
      </CardHeader>
      <CardContent>
        <ProfileForm profile={profile.data} />
      </CardContent>
    </Card>
  );
}

export default function ProfilePage() {
  useDocumentTitle('Profil');
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Twój Profil" description="Zarządzaj swoimi danymi osobowymi" />
      {user ? (
        <>
          <ProfileContent />
          <EmailConfirmationCard />
          <Suspense fallback={null}>
            <PushCard />
          </Suspense>
          <Link
            to="/school"
            className="mt-6 flex items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <School aria-hidden="true" className="size-5 text-primary" />
            <span className="flex-1">
              <span className="block font-medium">Szkoła</span>
              <span className="block text-sm text-muted-foreground">Utwórz szkołę jako dyrektor albo zobacz swoją szkołę i nauczycieli.</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
          </Link>
          <AccountSection />
          <AccountHistory />
        </>
      ) : (
        <EmptyState icon={UserRound} title="Musisz być zalogowany" />
      )}
    </div>
  );
}
