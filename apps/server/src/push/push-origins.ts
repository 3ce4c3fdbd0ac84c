/**
 * The push services the server may call (issue 50): the browser vendors' own. A subscription names
 * the address its browser's push service gave it; an address anywhere else (a subscription made up
 * to make the server call an address of the attacker's choice) is refused when it is given and again
 * before anything is sent. `PUSH_EXTRA_ORIGINS` adds origins (a test's local push service).
 */
const KNOWN_PUSH_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/, // Chrome, Edge on Android, Samsung Internet, Opera
  /^android\.googleapis\.com$/, // Chrome's older subscriptions
  /^updates\.push\.services\.mozilla\.com$/, // Firefox
  /^(?:[a-z0-9-]+\.)*push\.apple\.com$/, // Safari, home-screen apps on iPhone (web.push.apple.com)
  /^(?:[a-z0-9-]+\.)*notify\.windows\.com$/, // Edge on Windows (wns2-…notify.windows.com)
];

export type PushOrigins = { extra: readonly string[] };

export function isAllowedPushEndpoint(endpoint: string, { extra }: PushOrigins): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // Only an address that every parser reads alike: written as the URL standard writes it (no
  // '%2e' in the host, which `web-push`'s older parser would read as another host), with a plain
  // host name, and no user or password.
  if (url.href !== endpoint || !/^[a-z0-9.-]+$/.test(url.hostname) || url.username || url.password) return false;
  // A name DNS can hold (issue 62): 253 characters, 63 a label. A longer one under a vendor's domain
  // was taken, and web-push's older parser then read it as localhost.
  if (url.hostname.length > 253 || url.hostname.split('.').some((label) => label.length === 0 || label.length > 63)) return false;
  if (extra.includes(url.origin)) return true;
  return url.protocol === 'https:' && (url.port === '' || url.port === '443') && KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname));
}

/** PUSH_EXTRA_ORIGINS as origins ('http://127.0.0.1:4567'); anything that is no origin is refused at start. */
export function parsePushOrigins(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  return raw.split(',').map((part) => {
    const url = new URL(part.trim());
    if (url.origin !== part.trim().replace(/\/$/, '')) throw new Error(`PUSH_EXTRA_ORIGINS: ${part.trim()} is not an origin (scheme, host and port only)`);
    return url.origin;
  });
}
