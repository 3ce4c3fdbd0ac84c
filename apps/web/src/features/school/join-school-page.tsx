import { School } from 'lucide-react';
import type { SchoolInvitationPreview } from '@wycieczki/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { SIGN_IN_PATH } from '@/lib/sign-in-page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorNote } from '@/components/ui/error-note';
import { apiRequest } from '@/lib/api-client';
import { ApiError, errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
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
  // Which school and whose invitation, before signing in (issue 48).
  const [preview, setPreview] = useState<SchoolInvitationPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  useEffect(() => {
    if (!secret) return;
    const controller = new AbortController();
    apiRequest<SchoolInvitationPreview>('/school-invitations/preview', { method: 'POST', body: { secret }, signal: controller.signal }).then(setPreview, (error: unknown) => {
      // Without a network the invitation may still be good: joining says what is wrong.
      if (!controller.signal.aborted && error instanceof ApiError && error.status === 404) setPreviewError(error.message);
    });
    return () => controller.abort();
  }, [secret]);

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle>Zaproszenie do szkoły</CardTitle>
          <CardDescription>
            {preview
              ? `${preview.headName ? `Dyrektor ${preview.headName}` : 'Dyrektor'} zaprasza Cię do szkoły „${preview.schoolName}” w aplikacji.`
              : 'Dyrektor zaprasza Cię do szkoły w aplikacji.'}{' '}
            Twoje nowe wycieczki będą wycieczkami szkoły, a dyrektor zobaczy je i zatwierdzi ich karty.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {preview ? <p className="text-sm text-muted-foreground">Zaproszenie jest ważne do {formatDateTime(preview.expiresAt)}.</p> : null}
          {!secret ? (
            <ErrorNote message="Ten link nie zawiera zaproszenia. Poproś dyrektora o nowe." />
          ) : previewError ? (
            <ErrorNote message={previewError} />
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
