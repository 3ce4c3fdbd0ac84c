// Push notifications (issue 50): their Polish messages, part of MSG.
export const PUSH_MSG = {
  pushSubscriptionInvalid: 'Przeglądarka podała niepełne dane powiadomień. Wyłącz je i włącz ponownie.',
  pushServiceNotAllowed: 'Ta przeglądarka wysyła powiadomienia przez usługę, której serwer nie obsługuje.',
  pushDeviceNotFound: 'Nie znaleziono tego urządzenia na liście powiadomień',
  pushSeenLinkExpired: 'Ten alarm można już potwierdzić tylko w aplikacji',
} as const;
