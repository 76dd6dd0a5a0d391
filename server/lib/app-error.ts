import type { ErrorCode } from '../../contract/common';
import type { MessageKey, MessageParams } from '../i18n/translate';

/** A field-level problem a service found, e.g. "email already taken"; translated when the reply is sent. */
export interface AppErrorField {
  field?: string;
  messageKey: MessageKey;
  params?: MessageParams;
}

/**
 * The one error type services throw. It carries message keys, not text, because the service does not
 * know the caller's language; the error handler translates and wraps it in the envelope.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly fields?: readonly AppErrorField[],
    /** Extra payload for `data` beside `is_success` and `message`, e.g. the new quote of a 409. */
    readonly data?: Record<string, unknown>,
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'AppError';
  }
}
