import type { SignUpInput } from '@wycieczki/shared';
import { useSessionMutation } from './session-mutation';

/** The server signs the new user in, so a successful sign-up stores the session. */
export function useSignUp() {
  return useSessionMutation<SignUpInput>('/auth/sign-up');
}
