import type { DocumentJob, Session } from '@wycieczki/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { documentPagesText, downloadDocumentJob, DOCUMENT_POLL_MS } from './document-job';
import { saveFile } from './save-file';
import { sessionStore } from './session-store';

vi.mock('./save-file', () => ({ saveFile: vi.fn() }));

const SESSION: Session = {
  user: { id: 'u1', email: 'a@szkola.test', fullName: 'Anna Nowak' },
  accessToken: 'access-1',
  accessTokenExpiresAt: Date.now() + 60 * 60_000,
  refreshToken: 'refresh-1',
};

const job = (over: Partial<DocumentJob>): DocumentJob => ({ id: 'd1', kind: 'zgody', state: 'queued', pages: 1200, pagesDone: 0, fileName: null, error: null, ...over });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const pdf = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { headers: { 'Content-Disposition': 'attachment; filename="zgody-zielona-szkola.pdf"' } });

describe('downloadDocumentJob', () => {
  let fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>;
  /** The server's answers to GET /api/documents/d1, one per poll. */
  let states: DocumentJob[];

  beforeEach(() => {
    vi.useFakeTimers();
    // Requests yield to the browser first (lib/yield-to-browser.ts): here at once.
    vi.stubGlobal('scheduler', { yield: () => Promise.resolve() });
    sessionStore.setSession(SESSION);
    states = [];
    fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const url = String(input);
      if (init?.method === 'POST') return json(job({}), 202);
      if (url === '/api/documents/d1') return json(states.shift() ?? job({ state: 'ready', pagesDone: 1200, fileName: 'zgody.pdf' }));
      if (url === '/api/documents/d1/file') return pdf();
      return json({ error: { code: 'not_found', message: 'Nie znaleziono' } }, 404);
    });
    vi.stubGlobal('fetch', fetch);
    vi.mocked(saveFile).mockClear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const urls = () => fetch.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

  it('asks, follows the document every 700 ms with its pages made, then saves the file under its name', async () => {
    states = [job({ state: 'making', pagesDone: 0 }), job({ state: 'making', pagesDone: 480 })];
    const progress: string[] = [];
    const done = downloadDocumentJob('/trips/t1/documents/zgody', { onProgress: (j, pages) => progress.push(`${j.state} ${j.pagesDone}/${j.pages}: ${pages}`) });

    await vi.advanceTimersByTimeAsync(0);
    expect(urls()).toEqual(['POST /api/trips/t1/documents/zgody']);
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer access-1' });
    await vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS - 1);
    expect(urls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS * 2);
    await done;

    expect(progress).toEqual(['queued 0/1200: null', 'making 0/1200: 0 z 1200 stron', 'making 480/1200: 480 z 1200 stron', 'ready 1200/1200: 1200 z 1200 stron']);
    expect(urls()).toEqual(['POST /api/trips/t1/documents/zgody', 'GET /api/documents/d1', 'GET /api/documents/d1', 'GET /api/documents/d1', 'GET /api/documents/d1/file']);
    expect(saveFile).toHaveBeenCalledTimes(1);
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('zgody-zielona-szkola.pdf');
  });

  it("rejects with the failed document's Polish message, and downloads nothing", async () => {
    states = [job({ state: 'making', pagesDone: 10 }), job({ state: 'failed', error: 'Wycieczka została usunięta.' })];
    const done = downloadDocumentJob('/trips/t1/documents/zgody');
    const failed = expect(done).rejects.toEqual(new ApiError(400, 'document_failed', 'Wycieczka została usunięta.'));
    await vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS * 3);
    await failed;
    expect(urls()).not.toContain('GET /api/documents/d1/file');
    expect(saveFile).not.toHaveBeenCalled();
  });

  it("rejects with the server's Polish message when it refuses to start (503, busy)", async () => {
    const busy = 'Serwer przygotowuje teraz inne dokumenty. Spróbuj ponownie za chwilę.';
    fetch.mockImplementation(async () => json({ error: { code: 'documents_busy', message: busy } }, 503));
    const done = downloadDocumentJob('/trips/t1/documents/zgody');
    const refused = expect(done).rejects.toMatchObject({ status: 503, message: busy });
    await vi.advanceTimersByTimeAsync(0);
    await refused;
    expect(urls()).toEqual(['POST /api/trips/t1/documents/zgody']);
  });

  it('stops asking once aborted (the screen is gone), and saves nothing', async () => {
    states = Array.from({ length: 20 }, () => job({ state: 'making', pagesDone: 5 }));
    const controller = new AbortController();
    const done = downloadDocumentJob('/trips/t1/documents/zgody', { signal: controller.signal });
    const aborted = expect(done).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS * 2);
    const asked = urls().length;
    expect(asked).toBe(3);
    controller.abort();
    await aborted;
    await vi.advanceTimersByTimeAsync(DOCUMENT_POLL_MS * 10);
    expect(urls()).toHaveLength(asked);
    expect(saveFile).not.toHaveBeenCalled();
  });
});

describe('documentPagesText', () => {
  const making = (pagesDone: number, pages: number) => documentPagesText({ state: 'making', pages, pagesDone });

  it.each([
    [0, 1, '0 z 1 strony'],
    [1, 2, '1 z 2 stron'],
    [2, 3, '2 z 3 stron'],
    [3, 4, '3 z 4 stron'],
    [4, 5, '4 z 5 stron'],
    [10, 12, '10 z 12 stron'],
    [20, 21, '20 z 21 stron'],
    [20, 22, '20 z 22 stron'],
    [100, 112, '100 z 112 stron'],
    [120, 124, '120 z 124 stron'],
  ])('%i of %i -> %s', (done, pages, text) => {
    expect(making(done, pages)).toBe(text);
  });

  it('writes large numbers the Polish way (a space from five digits on, none in four)', () => {
    // Intl's Polish groups from 10 000 on, with a no-break space, so the number never splits across lines.
    expect(making(120, 2970)).toBe('120 z 2970 stron');
    expect(making(1500, 12000)).toBe('1500 z 12\u00a0000 stron');
  });

  it('says nothing of pages before they are being made, nor of a failed document, nor more pages than there are', () => {
    expect(documentPagesText(null)).toBeNull();
    expect(documentPagesText({ state: 'queued', pages: 40, pagesDone: 0 })).toBeNull();
    expect(documentPagesText({ state: 'failed', pages: 40, pagesDone: 12 })).toBeNull();
    expect(documentPagesText({ state: 'ready', pages: 40, pagesDone: 40 })).toBe('40 z 40 stron');
    expect(documentPagesText({ state: 'making', pages: 0, pagesDone: 0 })).toBeNull();
    expect(making(45, 40)).toBe('40 z 40 stron');
  });
});
