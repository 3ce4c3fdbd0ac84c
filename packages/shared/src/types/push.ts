// Push notifications (issue 50): what a push carries, and a device as the profile lists it.

/**
 * What a push is: the alarm, its escalation and its all-clear, news for parents, a parent's reminder,
 * a dose of a medicine not given on time (issue 54).
 */
export type PushKind = 'alarm' | 'alarm_escalated' | 'alarm_resolved' | 'message' | 'reminder' | 'medicine_overdue';

/**
 * What the service worker is given to show (encrypted to the device). Names and the trip's words
 * only: never a PESEL, a phone, an allergy or medicines.
 */
export type PushPayload = {
  kind: PushKind;
  title: string;
  body: string;
  /** The screen a tap opens, on this server. */
  url: string;
  /** One notification per tag: a newer push about the same alarm replaces the older one. */
  tag: string;
  /** An alarm's 'Widzę' from the notification: a short-lived permission to mark that one alarm seen. */
  seenToken?: string;
  /** The words of that button ('Widzę'). */
  seenLabel?: string;
};

/** One of the user's devices with notifications on ('Powiadomienia na tym telefonie'). */
export type PushDevice = {
  id: string;
  device: string;
  createdAt: string;
  seenAt: string;
  /** Turned on in the session asking: the list says 'To urządzenie' beside it (issue 62). */
  current: boolean;
};

/** The server's VAPID public key, which a browser subscribes with. */
export type PushKey = { publicKey: string };

/** Whether this browser's subscription is on the server (the parent page's 'Powiadamiaj mnie'). */
export type PushStatus = { subscribed: boolean };
