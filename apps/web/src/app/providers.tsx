import type { ReactNode } from 'react';
import { SessionKeeper } from './session-keeper';

/** What every screen needs, signed in or not: the session kept alive. The query cache is the signed-in providers'. */
export function Providers({ children }: { children: ReactNode }) {
  return <SessionKeeper>{children}</SessionKeeper>;
}
