import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

function parseAll(chunks: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const feed = createSseParser((m) => messages.push(m));
  chunks.forEach(feed);
  return messages;
}

describe('createSseParser', () => {
  it('reads events with their data and ignores comments', () => {
    expect(parseAll(['event: ready\ndata: {"a":1}\n\n: ping\n\nevent: change\ndata: {"b":2}\n\n'])).toEqual([
      { event: 'ready', data: '{"a":1}' },
      { event: 'change', data: '{"b":2}' },
    ]);
  });

  it('joins messages split anywhere across chunks, also inside \\r\\n', () => {
    const text = 'event: change\r\ndata: {"tripId":"t1"}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parseAll([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual([{ event: 'change', data: '{"tripId":"t1"}' }]);
    }
  });

  it('joins several data lines with newlines and defaults the event name', () => {
    expect(parseAll(['data: a\ndata: b\n\n'])).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('waits for the blank line before dispatching', () => {
    expect(parseAll(['event: change\ndata: x\n'])).toEqual([]);
  });
});
