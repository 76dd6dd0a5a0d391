import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { Decided } from '../hosting/decided';
import { audited, type AuditEntry } from './audit';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A console decision: the change, its audit row and its notices in ONE transaction (audited), then,
 * once committed, its mail. A mail that fails is logged, not answered: the decision stands (the
 * notice is stored), and the operator's retry would only meet "already decided". Files the change
 * wrote outside the database (a submission's photos) are removed when the transaction fails.
 */
export async function decide<T>(
  request: FastifyRequest,
  change: (tx: Tx) => Promise<{ decided: Decided<T>; audit: Omit<AuditEntry, 'staffId'> }>,
): Promise<T> {
  const staffId = request.auth?.userId;
  if (!staffId) throw new Error('decide: route is missing its role check');
  let undo = () => {};
  let decided: Decided<T>;
  try {
    decided = await audited(request.server.db, async (tx) => {
      const made = await change(tx);
      undo = made.decided.undo ?? undo;
      return { result: made.decided, audit: { ...made.audit, staffId } };
    });
  } catch (error) {
    undo();
    throw error;
  }
  await decided
    .after()
    .catch((err: unknown) => request.log.error({ err }, 'a console decision’s mail failed'));
  return decided.result;
}

/** A decision with nothing to do after its commit. */
export const settled = <T>(result: T): Decided<T> => ({ result, after: async () => undefined });
