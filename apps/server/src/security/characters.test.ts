import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@wycieczki/shared';
import { useTestApi } from '../test/test-app';
import { BODY_ENDPOINTS, PARENT_BODY_ENDPOINTS, type BodyEndpoint, type Fixture } from './body-endpoints';
import { databaseDigest, parentLinkSecret, setUpFixture } from './fixture';
import { withValue } from './fuzz';

// Issue 62: a free text holding a character neither database stores (a NUL: text refuses it; half of
// a surrogate pair alone: jsonb refuses the escape of one, text keeps U+FFFD instead) is refused with
// 400 and the message naming its field, on every endpoint, and the whole database stays as it was.

const api = useTestApi();
let f: Fixture;
let parentLink: string;

beforeAll(async () => {
  f = await setUpFixture(api);
  parentLink = await parentLinkSecret(api, f);
});

const BAD = { NUL: '\u0000', 'a lone high surrogate': '\ud800', 'a lone low surrogate': '\udc00' };

type Case = [name: string, endpoint: BodyEndpoint, path: string, message: string, parent: boolean];

const cases = (endpoints: BodyEndpoint[], parent: boolean): Case[] =>
  endpoints.flatMap((endpoint) => Object.entries(endpoint.texts ?? {}).map(([path, message]): Case => [`${endpoint.name}: ${path}`, endpoint, path, message, parent]));

describe('a free text with a character neither database stores', () => {
  const all = [...cases(BODY_ENDPOINTS, false), ...cases(PARENT_BODY_ENDPOINTS, true)];

  it('is tried on every endpoint with a free text', () => {
    expect(new Set(all.map(([, endpoint]) => endpoint.name)).size).toBeGreaterThanOrEqual(38);
  });

  it.each(all)('%s is 400 naming the field, and changes nothing', async (_n, endpoint, path, message, parent) => {
    const auth = parent ? { headers: { 'x-parent-link': parentLink } } : { token: endpoint.public ? undefined : f.creator.accessToken };
    for (const [kind, bad] of Object.entries(BAD)) {
      const before = await databaseDigest(api);
      const response = await api.request<ApiErrorBody>(endpoint.method, endpoint.path(f), { ...auth, body: withValue(endpoint.valid(f), path, `Fu${bad}zz`) });
      const context = `${endpoint.name} ${path} with ${kind} -> ${response.status} ${JSON.stringify(response.body)}`;
      expect(response.status, context).toBe(400);
      expect(response.body.error.message, context).toBe(message);
      expect(await databaseDigest(api), context).toEqual(before);
    }
  });
});
