import { School } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { SIGN_IN_PATH } from '@/lib/sign-in-page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorNote } from '@/components/ui/error-note';
import { errorMessage } from '@/lib/api-error';
import { forgetPendingInvitation, takeInvitationFromAddress } from '@/lib/pending-invitation';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuth } from '@/lib/use-session';
import { useJoinSchool } from './api/school';

const takeSecretFromAddress = () => takeInvitationFromAddress('school');

/**
 * '/szkola/dolacz#…' (issue 27): a teacher opens the head's invitation. Signed out, they sign in or
 * sign up first (the invitation waits in this tab); signed in, 'Dołącz do szkoły' takes them in.
 */
export default function JoinSchoolPage() {
  useDocumentTitle('Dołącz do szkoły');
  const { status } = useAuth();
  const [secret] = useState(takeSecretFromAddress);

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle>Zaproszenie do szkoły</CardTitle>
          <CardDescription>
            Dyrektor zaprasza Cię do szkoły w aplikacji. Twoje nowe wycieczki będą wycieczkami szkoły, a dyrektor zobaczy je i zatwierdzi ich karty.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!secret ? (
            <ErrorNote message="Ten link nie zawiera zaproszenia. Poproś dyrektora o nowe." />
          ) : status === 'signed-in' ? (
            <JoinButton secret={secret} />
          ) : status === 'signed-out' ? (
            <>
              <p className="text-sm">Zaloguj się albo załóż konto: zaproszenie otworzy się samo, gdy się zalogujesz.</p>
              <Button asChild className="justify-self-start">
                <a href={SIGN_IN_PATH}>Zaloguj się lub zarejestruj</a>
              </Button>
            </>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

/** Signed in only: the query cache (and so a mutation) exists inside the signed-in providers. */
function JoinButton({ secret }: { secret: string }) {
  const join = useJoinSchool();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const accept = () =>
    join.mutateAsync(secret).then(
      (school) => {
        forgetPendingInvitation();
        toast.success(`Dołączono do szkoły „${school?.school.name ?? ''}”`);
        navigate('/school', { replace: true });
      },
      (error: unknown) => {
        forgetPendingInvitation();
        setFailure(errorMessage(error));
      },
    );
  if (failure) return <ErrorNote message={failure} />;
  return (
    <Button onClick={() => void accept()} disabled={join.isPending} className="justify-self-start">
      <School aria-hidden="true" />
      {join.isPending ? 'Dołączanie...' : 'Dołącz do szkoły'}
    </Button>
  );
}
