import type { ApiErrorItem, ErrorCode } from '../../contract/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { negotiateLocale } from '../i18n/negotiate';
import { translate, type MessageKey } from '../i18n/translate';
import { describeIssues } from '../i18n/zod-issues';
import { AppError } from '../lib/app-error';
import { failure } from '../lib/envelope';
import { applyBaseHeaders } from './request-context';

interface Problem {
  status: number;
  code: ErrorCode;
  messageKey: MessageKey;
  errors?: ApiErrorItem[];
  /** Seconds before a retry makes sense (503 when busy); sent as Retry-After. */
  retryAfterS?: number;
  data?: Record<string, unknown>;
}

/** Sends a failure envelope in the caller's language. Used by the error and not-found handlers. */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: Problem): FastifyReply {
  // Recomputed from the header: errors raised before routing never ran the i18n hook.
  const locale = negotiateLocale(request.headers['accept-language']);
  const message = translate(locale, problem.messageKey);
  applyBaseHeaders(reply);
  if (problem.retryAfterS !== undefined) reply.header('retry-after', String(problem.retryAfterS));
  return reply
    .code(problem.status)
    .header('content-language', locale)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(
      failure({
        status: problem.status,
        code: problem.code,
        message,
        errors: problem.errors ?? [{ message }],
        requestId: request.id,
        ...(problem.data ? { data: problem.data } : {}),
      }),
    );
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendProblem(request, reply, { status: 404, code: 'NOT_FOUND', messageKey: 'errors.not_found' });
}

const BY_STATUS: Record<number, [ErrorCode, MessageKey]> = {
  401: ['UNAUTHENTICATED', 'errors.unauthenticated'],
  403: ['FORBIDDEN', 'errors.forbidden'],
  404: ['NOT_FOUND', 'errors.not_found'],
  409: ['CONFLICT', 'errors.conflict'],
  413: ['PAYLOAD_TOO_LARGE', 'errors.payload_too_large'],
  415: ['BAD_REQUEST', 'errors.unsupported_media_type'],
  429: ['RATE_LIMITED', 'errors.rate_limited'],
};

/** Classifies any thrown value. Only what we recognise as a client error keeps its status. */
function toProblem(error: unknown, request: FastifyRequest): Problem | undefined {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    // Fastify names the query-string context 'querystring' but keeps the value on `request.query`.
    const input = (request as unknown as Record<string, unknown>)[
      context === 'querystring' ? 'query' : context
    ];
    const errors = describeIssues(
      error.validation,
      input,
      negotiateLocale(request.headers['accept-language']),
    );
    return { status: 422, code: 'VALIDATION_FAILED', messageKey: 'errors.validation', errors };
  }
  if (error instanceof AppError) {
    const locale = negotiateLocale(request.headers['accept-language']);
    const errors = error.fields?.map((f) => ({
      ...(f.field === undefined ? {} : { field: f.field }),
      message: translate(locale, f.messageKey, f.params),
    }));
    return {
      status: error.status,
      code: error.code,
      messageKey: error.messageKey,
      ...(errors ? { errors } : {}),
      ...(error.retryAfterS === undefined ? {} : { retryAfterS: error.retryAfterS }),
      ...(error.data ? { data: error.data } : {}),
    };
  }
  if (isDatabaseUnreachable(error)) {
    // No connection within the pool's timeout, or PostgreSQL refusing one (too many clients): the
    // instance is overloaded or the database restarting.
    // That is a 503 the client may retry, not a fault in the request.
    return { status: 503, code: 'UNAVAILABLE', messageKey: 'errors.busy', retryAfterS: 5 };
  }
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { status: 400, code: 'BAD_REQUEST', messageKey: 'errors.malformed_json' };
  }
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const [errorCode, messageKey] = BY_STATUS[status] ?? ['BAD_REQUEST', 'errors.bad_request'];
    return { status, code: errorCode, messageKey };
  }
  return undefined;
}

/** node-postgres's messages when no connection could be had (pg-pool's wait, or the connect itself). */
const UNREACHABLE = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
];
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET']);
/**
 * SQLSTATEs that mean "not now", never "bad request": class 08 (the connection failed), class 53
 * (insufficient resources: too many connections, out of memory or disk), and 57P01–57P03 (the server
 * is shutting down, restarting or starting). Under overload PostgreSQL refuses new connections with
 * 53300 once max_connections is reached, which used to fall through to a 500.
 */
const isBusyState = (code: string) => /^(08|53)[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code);

function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || isBusyState(code))) return true;
  const cause = (error as { cause?: unknown }).cause;
  return (
    UNREACHABLE.some((text) => error.message.includes(text)) ||
    (cause !== error && isDatabaseUnreachable(cause))
  );
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (reply.sent) return;
      const problem = toProblem(error, request);
      if (problem) {
        request.log.info({ status: problem.status, code: problem.code }, 'request failed');
        return sendProblem(request, reply, problem);
      }
      // The detail stays in the log, keyed by the request id the client sees; the client gets no text of it.
      request.log.error({ err: error }, 'unexpected error');
      return sendProblem(request, reply, { status: 500, code: 'INTERNAL', messageKey: 'errors.internal' });
    });
  },
  { name: 'sakan-errors' },
);
