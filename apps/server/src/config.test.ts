import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('has a safe default for everything', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: null, jwtSecret: null, proxyHops: 0 });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.map.tileUrl).toContain('{z}');
  });

  it('reads the variables, treating empty ones as unset', () => {
    const config = readConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@h:5432/db', TRUST_PROXY_HOPS: '1', JWT_SECRET: '' });
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@h:5432/db', proxyHops: 1, jwtSecret: null });
  });

  it('refuses TRUST_PROXY=true alone, saying what to set instead (issue 47)', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY_HOPS=1 behind one nginx/);
    expect(readConfig({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' }).proxyHops).toBe(2);
    expect(readConfig({ TRUST_PROXY: 'false' }).proxyHops).toBe(0);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ TRUST_PROXY_HOPS: '-1' }, /TRUST_PROXY_HOPS/],
    [{ TRUST_PROXY_HOPS: 'one' }, /TRUST_PROXY_HOPS/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ MAP_TILE_URL: 'https://tiles.example/none.png' }, /MAP_TILE_URL/],
  ])('refuses a bad value with the variable named: %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
