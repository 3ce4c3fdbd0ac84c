import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens';

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens and refuses others', async () => {
    const signer = createTokenSigner('s'.repeat(40));
    const { token, expiresAt } = await signer.signAccessToken({ userId: 'u1', email: 'a@b.pl', sessionId: 's1' });
    expect(await signer.verifyAccessToken(token)).toEqual({ userId: 'u1', email: 'a@b.pl', sessionId: 's1', expiresAt });
    expect(await createTokenSigner('t'.repeat(40)).verifyAccessToken(token)).toBeNull();
    expect(await signer.verifyAccessToken(`${token}x`)).toBeNull();
  });

  it('stops accepting a remembered token once it expires', async () => {
    const signer = createTokenSigner('s'.repeat(40));
    const { token } = await signer.signAccessToken({ userId: 'u1', email: 'a@b.pl', sessionId: 's1' });
    expect(await signer.verifyAccessToken(token)).not.toBeNull();
    vi.useFakeTimers();
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    expect(await signer.verifyAccessToken(token)).toBeNull();
  });
});
