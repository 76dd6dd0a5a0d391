import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

describe('createSseParser', () => {
  it('reads events split across chunks at any point, and skips comments', () => {
    const text =
      ': hello\n\nevent: count\nid: 4\ndata: {"unread":2}\n\nevent: notification\r\nid: 5\r\ndata: {"a":\r\ndata: 1}\r\n\r\n';
    for (let cut = 0; cut < text.length; cut += 1) {
      const events: SseEvent[] = [];
      const feed = createSseParser((e) => events.push(e));
      feed(text.slice(0, cut));
      feed(text.slice(cut));
      expect(events).toEqual([
        { event: 'count', id: '4', data: '{"unread":2}' },
        { event: 'notification', id: '5', data: '{"a":\n1}' },
      ]);
    }
  });
});
