import type { Database } from '../../db/client';
import type { Mailer } from '../../plugins/email';

export interface DecisionOptions {
  /** Where the submissions' photos are and hosts' photos go: `${DATA_DIR}/uploads`. */
  uploadsDir: string;
  /** Without one, nobody is mailed (the notice is still stored). */
  mailer?: Mailer | undefined;
}

/**
 * A decision made inside a caller's transaction: its result, what to do once that transaction has
 * committed (the mail: never for a change that rolled back), and how to undo what it wrote outside
 * the database (copied photo files) if the transaction fails after it returned.
 */
export interface Decided<T> {
  result: T;
  after: () => Promise<void>;
  undo?: () => void;
}

/** Runs a decision in its own transaction, then its `after`; undoes its files if the transaction fails. */
export async function decidedOnce<T>(
  db: Database,
  decide: (tx: Database) => Promise<Decided<T>>,
): Promise<T> {
  let undo = () => {};
  let decided: Decided<T>;
  try {
    decided = await db.transaction(async (tx) => {
      const made = await decide(tx);
      undo = made.undo ?? undo;
      return made;
    });
  } catch (error) {
    undo();
    throw error;
  }
  await decided.after();
  return decided.result;
}
