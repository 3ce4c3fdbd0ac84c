/**
 * The messages every screen's start may show (a failed request, an ended session): their own module,
 * so the landing page's entry loads these three and not the whole of MSG (decision 005). MSG holds
 * them too, under the same names.
 */
export const SESSION_MSG = {
  sessionExpired: 'Sesja wygasła. Zaloguj się ponownie.',
  /** A device signed out because the password was changed or reset elsewhere (issue 48). */
  signedOutPasswordChanged: 'Hasło zostało zmienione — zaloguj się ponownie',
  unauthenticated: 'Musisz być zalogowany',
  serverError: 'Wystąpił błąd serwera. Spróbuj ponownie.',
} as const;
