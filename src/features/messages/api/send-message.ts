import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendMessageBody } from '../../../../contract/messages';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import {
  enqueue,
  newIdempotencyKey,
  pendingWrites,
  requestReplay,
  type OutboxWrite,
} from '../../../lib/outbox';
import { messagesSchemas, schemaOf } from '../../../lib/schemas';
import { messagesKeys } from './keys';
import { uploadMessagePhotos } from './upload-photos';

/** Outbox slots of messages start with this, then the thread id: the page's replay knows them by it. */
export const MESSAGE_SLOT = 'message:';
export const threadSlot = (threadId: number) => `${MESSAGE_SLOT}${threadId}:`;

/**
 * The request a message makes, as the outbox keeps it. Each message has a slot of its own (the key is
 * in it), so two messages written offline are both sent, in the order they were written.
 */
export function messageWrite(threadId: number, body: SendMessageBody): Omit<OutboxWrite, 'at'> {
  const key = newIdempotencyKey();
  return {
    key,
    slot: `${threadSlot(threadId)}${key}`,
    method: 'POST',
    path: `/api/v1/messages/threads/${threadId}/messages`,
    body,
  };
}

/** Sends one message, fresh or from the outbox, with its Idempotency-Key: a replay is stored once. */
export const sendMessageWrite = (write: Omit<OutboxWrite, 'at'>) =>
  api(write.path, {
    method: 'POST',
    body: write.body,
    headers: { 'Idempotency-Key': write.key },
    schema: schemaOf(messagesSchemas, 'MessageResponse'),
  }).then((r) => r.data.sent);

/** 'sent' when the server has it; 'queued' when it waits in the outbox for the connection. */
export type SendOutcome = 'sent' | 'queued';

export interface Draft {
  text: string;
  /** Photos go up first (online only), then the message names them by key. */
  files: File[];
  /** One per submit, so a retried upload stores the photos once. */
  uploadKey: string;
}

/**
 * Sends a message. With no network, or while earlier messages of this thread still wait, it joins
 * the outbox behind them (order is kept: the replay sends oldest first and stops at the first that
 * meets no network) and shows as "waiting to send". A refusal (too long, too many) is the form's
 * error; a lost connection mid-send queues it with the same key, so it is stored at most once.
 */
export function useSendMessage(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ text, files, uploadKey }: Draft): Promise<SendOutcome> => {
      const photos = files.length > 0 ? await uploadMessagePhotos(files, uploadKey) : [];
      const body: SendMessageBody = {
        ...(text.trim() ? { text: text.trim() } : {}),
        ...(photos.length > 0 ? { photo_keys: photos.map((photo) => photo.key) } : {}),
      };
      const write = messageWrite(threadId, body);
      // No IndexedDB (a private window refusing it): nothing can be waiting, and nothing can be queued.
      const queued = await pendingWrites().catch(() => []);
      const waiting = queued.some((write) => write.slot.startsWith(threadSlot(threadId)));
      if (!navigator.onLine || waiting) {
        await enqueue(write);
        requestReplay();
        return 'queued';
      }
      try {
        await sendMessageWrite(write);
        return 'sent';
      } catch (error) {
        if (!(isApiError(error) && error.code === 'NETWORK')) throw error;
        await enqueue(write);
        return 'queued';
      }
    },
    onSuccess: (outcome) => {
      if (outcome === 'sent') void queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    },
  });
}
