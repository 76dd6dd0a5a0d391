import { useEffect, useRef } from 'react';
import type { ThreadDetail } from '../../../../contract/messages';
import { useOnline } from '../../../lib/use-online';
import { useMarkThreadRead } from '../api/mark-thread-read';

/**
 * Marks the thread read up to its newest message while the page is shown and online: the other side's
 * marks turn to "read", and the unread counts (the bell, the title, the badge, the lists) drop. Once
 * per newest message, and only when the tab is visible (a background tab has not been read).
 */
export function useReadWhenSeen(threadId: number, newest: ThreadDetail | undefined): void {
  const online = useOnline();
  const markRead = useMarkThreadRead(threadId);
  const marked = useRef<string | null>(null);
  const lastId = newest?.messages.at(-1)?.id ?? null;
  const unread = newest?.thread.unread ?? 0;
  const { mutate } = markRead;
  useEffect(() => {
    const mark = () => {
      if (!online || unread === 0 || !lastId || marked.current === lastId) return;
      if (document.visibilityState !== 'visible') return;
      marked.current = lastId;
      mutate(lastId);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [online, unread, lastId, mutate]);
}
