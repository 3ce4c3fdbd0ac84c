export type SseMessage = { event: string; data: string };

/**
 * Incremental parser of a text/event-stream (the subset the server sends: `event:`, `data:`,
 * comments). Feed it decoded text as it arrives; it calls `onMessage` for each complete message.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0 || event) onMessage({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const handleLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return (chunk: string) => {
    buffer += chunk;
    let newline = buffer.search(/\r\n|\r|\n/);
    while (newline !== -1) {
      const line = buffer.slice(0, newline);
      const length = buffer.startsWith('\r\n', newline) ? 2 : 1;
      // A lone '\r' at the very end may be the first half of '\r\n': wait for more text.
      if (length === 1 && buffer[newline] === '\r' && newline === buffer.length - 1) break;
      buffer = buffer.slice(newline + length);
      handleLine(line);
      newline = buffer.search(/\r\n|\r|\n/);
    }
  };
}
