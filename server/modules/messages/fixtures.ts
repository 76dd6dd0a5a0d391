import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { send } from '../../test/checkout';
import { account, hostedUnit, riyadhDay, stayOn } from '../hosting/stays-fixtures';

/** Test data for messages: a guest's stay at a host's unit, its thread, and the requests made on it. */

export type Person = Awaited<ReturnType<typeof account>>;

export interface Stay {
  guest: Person;
  host: Person;
  unitId: number;
  reservationId: string;
}

/** A guest's stay of two nights at a unit of a new host, `days` from today (Riyadh). */
export async function stayWithHost(
  db: Database,
  options: { days?: number; status?: 'pending_payment' | 'confirmed' | 'completed' | 'cancelled' } = {},
): Promise<Stay> {
  const guest = await account(db);
  const host = await account(db, ['host']);
  const unitId = await hostedUnit(db, host.userId);
  const reservation = await stayOn(db, {
    userId: guest.userId,
    unitId,
    checkIn: riyadhDay(options.days ?? 21),
    nights: 2,
    status: options.status ?? 'confirmed',
  });
  return { guest, host, unitId, reservationId: reservation.id };
}

/** Opens the stay's thread as `token` (the guest or the host) and answers its id. */
export async function openThread(app: FastifyInstance, token: string, reservationId: string) {
  const res = await send(app, 'PUT', `/api/v1/messages/stays/${reservationId}/thread`, token);
  if (res.statusCode !== 200) throw new Error(`open thread: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { thread: { id: number } } }>().data.thread.id;
}

/** Sends a text message with its own Idempotency-Key (or the one given). */
export function write(
  app: FastifyInstance,
  token: string,
  threadId: number,
  text: string,
  key = randomUUID(),
) {
  return send(
    app,
    'POST',
    `/api/v1/messages/threads/${threadId}/messages`,
    token,
    { text },
    {
      'idempotency-key': key,
    },
  );
}

export const messageIdOf = (res: { json: <T>() => T }) =>
  res.json<{ data: { sent: { id: string } } }>().data.sent.id;
