// The school (issue 27): its Polish messages, part of MSG (messages.ts; split by feature, issue 49).
export const SCHOOLS_MSG = {
  schoolNameRequired: 'Podaj nazwę szkoły',
  schoolNameTooLong: 'Nazwa szkoły może mieć najwyżej 200 znaków',
  notInSchool: 'Nie należysz do żadnej szkoły',
  onlyHead: 'Tylko dyrektor szkoły może to zrobić',
  invitationExpired: 'Zaproszenie wygasło lub zostało unieważnione. Poproś dyrektora o nowe.',
  invitationNotFound: 'Nie znaleziono zaproszenia',
  headCannotLeave: 'Dyrektor nie może opuścić swojej szkoły.',
  schoolMemberNotFound: 'Nie znaleziono nauczyciela w tej szkole',
  headNotRemovable: 'Dyrektora nie można usunąć ze szkoły.',
} as const;
