/**
 * The console's queues (/api/v1/backoffice/…): property submissions, units in review, investment
 * requests, reviews and contact messages. Each list takes the console grid's query (`page`, `sort`,
 * `dir`, `q` and its own filter) and answers one page; each decision is a POST that answers the record
 * as it now is. Who may call what is said in each queue's file; `admin` always may. One import for
 * all of them: the shared parts are in backoffice-queue-grid.ts, each queue in its own file.
 */
export {
  AcceptedResponse,
  DecidedResponse,
  EmptyBody,
  IdParams,
  QUEUE_PER_PAGE,
  QueueDecisionResponse,
  Reason,
  ReasonBody,
  SortDir,
} from './backoffice-queue-grid';
export * from './backoffice-queue-submissions';
export * from './backoffice-queue-units';
export * from './backoffice-queue-investment';
export * from './backoffice-queue-reviews';
export * from './backoffice-queue-contact';
