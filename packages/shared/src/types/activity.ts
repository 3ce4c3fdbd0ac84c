import type { RealtimeTopic } from './realtime';

// What the API answers (split by feature, issue 49): the trip's activity feed.

/**
 * One line of a trip's activity feed ('Aktywność'). A 'change' is a change the server announced; a
 * 'roll_call' sums up one guardian's marks of one attendance list ('… sprawdził listę „Autokar”: 38/40'),
 * dated by their latest mark. Never a PESEL or a phone.
 */
export type ActivityEntry = {
  id: string;
  kind: 'change' | 'roll_call';
  topic: RealtimeTopic;
  actorId: string | null;
  actorName: string;
  summary: string;
  at: string;
  /** Made by someone else after the reader last marked the feed read. */
  unread: boolean;
};

export type ActivityPage = {
  entries: ActivityEntry[];
  /** Give it as `?before=` for the next 50; null on the last page. */
  nextCursor: string | null;
  /** Lines by others newer than the reader's last 'Oznacz wszystkie jako przeczytane', on any device. */
  unread: number;
};
