import { notFound } from '@tanstack/react-router';
import type { AnyEnvelope, ErrorCode } from '../../contract/common';
import { SUCCESS_CODES } from '../../contract/i18n';

/** The spec's fixed texts for failures that carry no envelope of their own. */
export const UNKNOWN_ERROR = 'An unknown error occurred';
export const GENERIC_FAILURE = 'An error occurred while processing the request';

/** Spec, validation rules: failed when meta.errors is non-empty, meta.code is not 200/201/204, or data.is_success is false. */
export function isFailure(envelope: AnyEnvelope): boolean {
  return (
    envelope.meta.errors.length > 0 ||
    !(SUCCESS_CODES as readonly number[]).includes(envelope.meta.code) ||
    envelope.data.is_success === false
  );
}

/**
 * Spec, error catalogue: a network failure or a non-envelope error becomes an envelope whose meta.code is the HTTP
 * status (or 500), whose meta.errors holds the error's message (or the unknown-error text), and whose
 * data.message is the generic failure text.
 */
export function normalizeError(error: unknown, status?: number): AnyEnvelope {
  const message = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;
  const code = status && status > 0 ? status : 500;
  return {
    meta: { code, errors: [{ message }], error_code: status ? undefined : 'NETWORK' },
    data: { is_success: false, message: GENERIC_FAILURE },
    pagination: null,
  };
}

/** What every failed call throws: the envelope, plus typed access to what a screen needs. */
export class ApiError extends Error {
  readonly envelope: AnyEnvelope;

  constructor(envelope: AnyEnvelope) {
    super(envelope.data.message || envelope.meta.errors[0]?.message || UNKNOWN_ERROR);
    this.name = 'ApiError';
    this.envelope = envelope;
  }

  get status(): number {
    return this.envelope.meta.code;
  }

  get code(): ErrorCode | undefined {
    return this.envelope.meta.error_code;
  }

  /** Field messages keyed by field name, ready for a form's `validationErrors`. */
  get fieldErrors(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const item of this.envelope.meta.errors) {
      if (item.field) (out[item.field] ??= []).push(item.message);
    }
    return out;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * True when a failure comes from having no connection: the browser says it is offline, or the request
 * never reached the server. Pages then show what they keep offline instead of a generic error.
 */
export function isOfflineFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  return isApiError(error) && error.code === 'NETWORK';
}

/**
 * A page whose row does not exist (a unit's or an investment's slug that matches nothing) is the
 * router's not-found, not an error: it shows the 404 screen, which logs a warning (spec: error
 * catalogue), never a console error. Here, beside ApiError, so the loaders that use it load no
 * module of its own.
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}
