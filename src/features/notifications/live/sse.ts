/** One server-sent event as the stream reader hands it over. */
export interface SseEvent {
  event: string;
  id: string | null;
  data: string;
}

/**
 * Splits a text/event-stream into events (the WHATWG format: `field: value` lines, a blank line ends
 * an event, lines starting with `:` are comments). Fed chunk by chunk; a chunk may end mid-line.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let buffer = '';
  let event = 'message';
  let id: string | null = null;
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
      // A chunk ending in \r may be half of \r\n: wait for the next one to know.
      if (buffer[newline] === '\r' && newline === buffer.length - 1) break;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      if (line === '') {
        if (data.length > 0) onEvent({ event, id, data: data.join('\n') });
        event = 'message';
        id = null;
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
    }
  };
}
