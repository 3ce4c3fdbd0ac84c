import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('has a safe default for everything', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: null, jwtSecret: null, trustProxy: false });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.map.tileUrl).toContain('{z}');
  });

  it('reads the variables, treating empty ones as unset', () => {
    const config = readConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@h:5432/db', TRUST_PROXY: 'true', JWT_SECRET: '' });
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@h:5432/db', trustProxy: true, jwtSecret: null });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ MAP_TILE_URL: 'https://tiles.example/none.png' }, /MAP_TILE_URL/],
  ])('refuses a bad value with the variable named: %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
