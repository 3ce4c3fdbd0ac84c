import type { TripInvitationAccepted, TripInvitationPreview } from '@wycieczki/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Bus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { keepSignInPrefill, SIGN_IN_PATH, type SignInPrefill } from '@/lib/sign-in-page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorNote } from '@/components/ui/error-note';
import { Spinner } from '@/components/ui/spinner';
import { apiRequest } from '@/lib/api-client';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useCurrentTrip } from '@/lib/current-trip-context';
import { formatDateSpan } from '@/lib/format-date-range';
import { forgetPendingInvitation, takeInvitationFromAddress } from '@/lib/pending-invitation';
import { tripKeys } from '@/lib/query-keys';
import { invalidateAfterChange } from '@/lib/refetch-after-change';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuth } from '@/lib/use-session';

const takeSecretFromAddress = () => takeInvitationFromAddress('trip');

/** What the invitation says, asked without an account: the secret is the permission. */
function usePreview(secret: string | null): { preview: TripInvitationPreview | null; failure: string | null } {
  const [state, setState] = useState<{ preview: TripInvitationPreview | null; failure: string | null }>({ preview: null, failure: null });
  useEffect(() => {
    if (!secret) return;
    const controller = new AbortController();
    apiRequest<TripInvitationPreview>('/trip-invitations/preview', { method: 'POST', body: { secret }, signal: controller.signal }).then(
      (preview) => setState({ preview, failure: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // An invitation that no longer works is not kept for the next sign-in in this tab.
        if (error instanceof ApiError && error.status === 404) forgetPendingInvitation('trip');
        setState({ preview: null, failure: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [secret]);
  return state;
}

/**
 * '/wycieczka/dolacz#…' (issue 30): a colleague opens the teacher's e-mailed invitation. The page
 * says which trip, when and who invites; signed out, it leads to signing up (or in) with the invited
 * address, after which the app comes back here and the colleague joins the trip at once.
 */
export default function JoinTripPage() {
  useDocumentTitle('Zaproszenie na wycieczkę');
  const { status } = useAuth();
  const [secret] = useState(takeSecretFromAddress);
  const { preview, failure } = usePreview(secret);

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Card>
        <CardHeader>
          <CardTitle>Zaproszenie na wycieczkę</CardTitle>
          <CardDescription>
            Wycieczki szkolne to aplikacja, w której nauczyciele i opiekunowie prowadzą listę uczniów, pokoje i sprawdzanie obecności na wycieczce.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!secret ? (
            <ErrorNote message="Ten link nie zawiera zaproszenia. Poproś nauczyciela o nowe." />
          ) : failure ? (
            <ErrorNote message={failure} />
          ) : !preview ? (
            <Spinner className="py-6" />
          ) : (
            <>
              <dl className="grid gap-2 rounded-lg bg-muted/50 p-3 text-sm">
                <Fact label="Wycieczka" value={preview.tripName} />
                <Fact label="Termin" value={formatDateSpan(preview.startDate, preview.endDate)} />
                {preview.invitedBy ? <Fact label="Zaprasza" value={preview.invitedBy} /> : null}
                <Fact label="Zaproszenie dla" value={preview.email} />
              </dl>
              {status === 'signed-in' ? (
                <Accept secret={secret} />
              ) : status === 'signed-out' ? (
                <SignedOut preview={preview} />
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{value}</dd>
    </div>
  );
}

function SignedOut({ preview }: { preview: TripInvitationPreview }) {
  const prefill: SignInPrefill = { tab: preview.accountExists ? 'sign-in' : 'sign-up', email: preview.email };
  return (
    <>
      <p className="text-sm">
        {preview.accountExists
          ? `Zaloguj się na konto ${preview.email}: po zalogowaniu od razu dołączysz do wycieczki jako opiekun.`
          : `Załóż konto na adres ${preview.email}: po rejestracji od razu dołączysz do wycieczki jako opiekun.`}
      </p>
      <Button asChild className="justify-self-start">
        <a href={SIGN_IN_PATH} onClick={() => keepSignInPrefill(prefill)}>
          {preview.accountExists ? 'Zaloguj się' : 'Załóż konto'}
        </a>
      </Button>
    </>
  );
}

/**
 * Signed in (so inside the signed-in providers): the invitation is taken at once, once, and the
 * trip becomes the current one. An account with another address is told whose it is.
 */
function Accept({ secret }: { secret: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { selectTrip } = useCurrentTrip();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    apiRequest<TripInvitationAccepted>('/trip-invitations/accept', { method: 'POST', body: { secret }, auth: true })
      .then(async (accepted) => {
        forgetPendingInvitation('trip');
        // The list may still be loading its first answer, read before the joining: asked again after it.
        await invalidateAfterChange(queryClient, { queryKey: tripKeys.list(), exact: true });
        selectTrip(accepted.tripId);
        toast.success(`Dołączono do wycieczki „${accepted.tripName}”`);
        navigate('/trips', { replace: true });
      })
      .catch((error: unknown) => {
        // Kept for another account (signing out and in with the invited address takes it) and for
        // a network that failed; an invitation that no longer works is forgotten.
        if (error instanceof ApiError && error.code !== 'invitation_other_address') forgetPendingInvitation('trip');
        setFailure(errorMessage(error));
      });
  }, [secret, navigate, queryClient, selectTrip]);

  if (failure) return <ErrorNote message={failure} />;
  return (
    <p className="flex items-center gap-2 text-sm" role="status">
      <Bus aria-hidden="true" className="size-4" />
      Dołączanie do wycieczki...
    </p>
  );
}
