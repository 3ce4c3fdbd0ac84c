import { useEffect } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import { goToSignIn, SIGN_IN_PATH } from '@/lib/sign-in-page';

// The app was loaded at /auth: the sign-in screen's own document was not served (a server or a
// worker that does not know it). Loading it again would only load the app again.
const startedAtSignIn = window.location.pathname.replace(/\/+$/, '') === SIGN_IN_PATH;

/**
 * Where the app sends a signed-out user: the sign-in screen, a document of its own (auth.html,
 * docs/decisions/029), loaded in place of the app.
 */
export function GoToSignIn() {
  useEffect(() => {
    if (!startedAtSignIn) goToSignIn();
  }, []);
  if (startedAtSignIn) {
    return (
      <p role="alert" className="mx-auto max-w-md px-4 py-10 text-center text-sm">
        Nie udało się otworzyć logowania. Odśwież stronę, a jeśli to nie pomoże, spróbuj później.
      </p>
    );
  }
  return <FullPageSpinner />;
}
