import { useEffect, useState } from 'react';
import type { SendMessageBody } from '../../../../contract/messages';
import { onOutboxChange, pendingWrites } from '../../../lib/outbox';
import { threadSlot } from './send-message';

export interface PendingMessage {
  key: string;
  text: string;
  at: number;
}

/**
 * The thread's messages still in the outbox, oldest first: shown after the sent ones as "waiting to
 * send" until the replay has delivered them (then the thread's refetch shows them as sent).
 */
export function usePendingMessages(threadId: number): PendingMessage[] {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void pendingWrites()
        .then((writes) => {
          if (!live) return;
          setPending(
            writes
              .filter((write) => write.slot.startsWith(threadSlot(threadId)))
              .map((write) => ({
                key: write.key,
                text: (write.body as SendMessageBody | undefined)?.text ?? '',
                at: write.at,
              })),
          );
        })
        // No IndexedDB (a private window that refuses it): nothing can be waiting.
        .catch(() => undefined);
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [threadId]);
  return pending;
}
