import { availableParallelism, totalmem } from 'node:os';

/**
 * How many server processes and database connections this machine gets, in one place so the cluster,
 * the pools and the embedded PostgreSQL agree.
 */
export interface Machine {
  cores: number;
  memoryBytes: number;
}

export const thisMachine = (): Machine => ({ cores: availableParallelism(), memoryBytes: totalmem() });

/** Past 8 processes the shared database, not Node, is the limit; more only add idle connections. */
const MAX_DEFAULT_WORKERS = 8;

export function defaultWorkers(machine: Machine = thisMachine()): number {
  return Math.max(1, Math.min(machine.cores, MAX_DEFAULT_WORKERS));
}

/**
 * Connections each process may open. A catalogue read is CPU work in a PostgreSQL backend (the data
 * sits in shared buffers), so more busy backends than about twice the cores only add context switches;
 * requests beyond that wait in the pool's queue, which costs nothing. The whole machine gets 4 per core
 * (a request runs two or three queries at once), split between the workers, never fewer than 4 a
 * process (a request, the job queue's poll and a LISTEN connection at once) nor more than the 10 the
 * pool always had. `DATABASE_POOL_MAX` overrides it for a database on a bigger machine.
 */
export function poolMaxPerProcess(workers: number, machine: Machine = thisMachine()): number {
  const fromEnv = Number(process.env.DATABASE_POOL_MAX);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(4, Math.min(10, Math.ceil((4 * machine.cores) / Math.max(1, workers))));
}
