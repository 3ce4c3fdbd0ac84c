import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The longest address kept as a throttle's key: an IPv6 address with a zone fits, a header of junk does not. */
const MAX_ADDRESS_LENGTH = 64;

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests built in-process (tests) have no socket.
    return 'unknown';
  }
}

/** 'for'-list entries of a header, in order, trimmed; several headers of one name arrive joined by ', '. */
function entries(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * The caller's address, as Express's `trust proxy` with a number (docs/decisions/031): the socket's
 * address is hop 0, and each trusted proxy in front of the server appends the address it was reached
 * from to X-Forwarded-For. So with `proxyHops` proxies, the client is the `proxyHops`-th entry counted
 * from the RIGHT; whatever the client itself wrote on the left is never believed. With 0 (no proxy)
 * the header is ignored. A chain shorter than the hops gives its leftmost entry (the furthest known).
 */
export function clientAddress(c: Context, proxyHops: number): string {
  const socket = socketAddress(c);
  if (proxyHops <= 0) return socket;
  const chain = [socket, ...entries(c.req.header('x-forwarded-for')).reverse()];
  const address = chain[Math.min(proxyHops, chain.length - 1)] ?? socket;
  // An entry a proxy wrote is an address; anything else is kept short, so it can only name itself.
  return isIP(address) ? address : address.slice(0, MAX_ADDRESS_LENGTH);
}

/**
 * The address the browser used to reach the app (scheme and host), for links printed on paper: the
 * request's own, or, behind trusted proxies, the X-Forwarded-Proto and X-Forwarded-Host that the
 * nearest proxy set (the rightmost entries: a client's own values stand on the left, if a proxy appends).
 */
export function publicOrigin(c: Context, proxyHops: number): string {
  const url = new URL(c.req.url);
  if (proxyHops > 0) {
    const proto = entries(c.req.header('x-forwarded-proto')).at(-1);
    const host = entries(c.req.header('x-forwarded-host')).at(-1);
    if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
    if (host && /^[a-z0-9.-]+(:\d+)?$/i.test(host)) url.host = host;
  }
  return url.origin;
}
