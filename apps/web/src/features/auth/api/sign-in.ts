import type { SignInInput } from '@wycieczki/shared';
import { useSessionMutation } from './session-mutation';

export function useSignIn() {
  return useSessionMutation<SignInInput>('/auth/sign-in');
}
