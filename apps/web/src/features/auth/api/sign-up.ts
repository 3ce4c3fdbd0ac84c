import type { Session, SignUpInput } from '@wycieczki/shared';
import { requestSession } from './sign-in';

/** The server signs the new user in, so a successful sign-up stores the session. */
export function signUp(input: SignUpInput): Promise<Session> {
  return requestSession('/auth/sign-up', input);
}
