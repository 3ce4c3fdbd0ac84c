/** The parent page's address for a secret: in the fragment, which browsers never send to a server. */
export function parentPath(secret: string): string {
  return `/rodzic#${secret}`;
}
