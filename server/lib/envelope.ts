import type { FastifyReply } from 'fastify';
import type { ApiErrorItem, ErrorCode, Pagination } from '../../contract/common';

/**
 * Builders for the envelope of contract/common.ts. Routes return `ok(...)`; only the error handler
 * builds failures, so `meta.code` always matches the HTTP status it sends.
 */
export function ok<P extends Record<string, unknown>>(message: string, payload: P, pagination?: Pagination) {
  return success(200, message, payload, pagination);
}

export function created<P extends Record<string, unknown>>(
  message: string,
  payload: P,
  pagination?: Pagination,
) {
  return success(201, message, payload, pagination);
}

/** 202: the request was right but is not done; the payload says what comes next (a sign-in's second step). */
export function accepted<P extends Record<string, unknown>>(message: string, payload: P) {
  return success(202, message, payload, undefined);
}

function success<P extends Record<string, unknown>>(
  code: 200 | 201 | 202,
  message: string,
  payload: P,
  pagination: Pagination | undefined,
) {
  return {
    meta: { code, errors: [] as ApiErrorItem[] },
    data: { ...payload, is_success: true as const, message },
    pagination: pagination ?? null,
  };
}

export function failure(input: {
  status: number;
  code: ErrorCode;
  message: string;
  errors: ApiErrorItem[];
  requestId: string;
  /** Payload a failure carries beside its message (a 409's new quote). */
  data?: Record<string, unknown>;
}) {
  return {
    meta: { code: input.status, errors: input.errors, error_code: input.code, request_id: input.requestId },
    data: { ...input.data, is_success: false as const, message: input.message },
    pagination: null,
  };
}

/** A paginated list: like `ok`, but `pagination` is always present, as listEnvelope requires. */
export function okPage<P extends Record<string, unknown>, G extends Pagination = Pagination>(
  message: string,
  payload: P,
  pagination: G,
) {
  return { ...success(200, message, payload, pagination), pagination };
}

/**
 * `ok`/`okPage` for a payload field that is already JSON text (PostgreSQL wrote it): the same bytes
 * JSON.stringify would write for the parsed value, with no parse and stringify in between. Send it
 * with a JSON content type; the route's response schema is then not applied, so the statement that
 * writes `json` must keep to the contract (its tests parse the answer with the contract's schema).
 */
export function okJsonText(message: string, field: string, json: string, pagination?: Pagination): string {
  const meta = '{"meta":{"code":200,"errors":[]}';
  const data = `"data":{${JSON.stringify(field)}:${json},"is_success":true,"message":${JSON.stringify(message)}}`;
  return `${meta},${data},"pagination":${JSON.stringify(pagination ?? null)}}`;
}

/**
 * Sends okJsonText's answer; the handler must return what this returns, the reply, so Fastify waits
 * for it (compression finishes later) instead of answering again. The reply is typed loosely on
 * purpose: a route's typed reply accepts only the parsed value its response schema describes, and
 * this is that value already written as JSON.
 */
export function sendJsonText<R extends object>(reply: R, body: string): R {
  return (reply as unknown as FastifyReply)
    .type('application/json; charset=utf-8')
    .send(body) as unknown as R;
}
