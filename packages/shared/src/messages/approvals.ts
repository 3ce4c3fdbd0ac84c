// The approval of the karta (issue 27): its Polish messages, part of MSG (messages.ts; split by feature, issue 49).
export const APPROVALS_MSG = {
  tripNotInSchool: 'Ta wycieczka nie należy do szkoły: nie wymaga zatwierdzenia dyrektora.',
  approvalAlreadyPending: 'Wycieczka już czeka na zatwierdzenie przez dyrektora.',
  approvalAlreadyApproved: 'Wycieczka jest już zatwierdzona.',
  approvalNotPending: 'Ta wycieczka nie czeka na zatwierdzenie.',
  kartaChangedWhileReading: 'Karta wycieczki zmieniła się w trakcie czytania. Przeczytaj ją jeszcze raz.',
  returnCommentRequired: 'Napisz, co trzeba poprawić',
  returnCommentTooLong: 'Komentarz może mieć najwyżej 1000 znaków',
  invalidRequest: 'Nieprawidłowe dane żądania',
  invalidId: 'Nieprawidłowy identyfikator w adresie',
  bodyTooLarge: 'Żądanie jest zbyt duże',
  emailTaken: 'Ten email jest już zarejestrowany',
  badCredentials: 'Nieprawidłowy email lub hasło',
  tooManyAttempts: 'Zbyt wiele prób logowania. Spróbuj ponownie za kilka minut.',
  tooManyPasswordTries: 'Zbyt wiele prób podania hasła. Spróbuj ponownie za kilka minut.',
  tooManySearches: 'Zbyt wiele wyszukiwań. Spróbuj ponownie za minutę.',
  tooManySignUps: 'Zbyt wiele prób rejestracji. Spróbuj ponownie za kilka minut.',
  /** 'Nie pamiętasz hasła?' (issue 30): the same answer for every address, known or not. */
  passwordResetSent: 'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do zmiany hasła.',
  passwordResetExpired: 'Link wygasł lub został już użyty. Wyślij nowy.',
  noAccountForEmail: 'Nie ma konta z tym adresem e-mail.',
  tooManyPasswordResets: 'Zbyt wiele próśb o zmianę hasła. Spróbuj ponownie za kwadrans.',
} as const;
