import { hash, verify } from '@node-rs/argon2';

// The library's defaults are argon2id, m=19456 KiB, t=2, p=1 (~15 ms a hash here); a test checks the $argon2id$ prefix.
const OPTIONS = {} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real verification, so an unknown email answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('Dummy-password-1');
  await verifyPassword(await dummyHash, password);
  return false;
}
