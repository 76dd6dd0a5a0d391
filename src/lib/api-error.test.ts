import { describe, expect, it } from 'vitest';
import type { AnyEnvelope } from '../../contract/common';
import { ApiError, GENERIC_FAILURE, isFailure, normalizeError, UNKNOWN_ERROR } from './api-error';

const ok = (over: Partial<AnyEnvelope['meta']> = {}, isSuccess = true): AnyEnvelope => ({
  meta: { code: 200, errors: [], ...over },
  data: { is_success: isSuccess, message: 'OK' },
  pagination: null,
});

describe('isFailure (spec: validation rules)', () => {
  it('accepts 200, 201 and 204 with no errors and is_success true', () => {
    for (const code of [200, 201, 204]) expect(isFailure(ok({ code }))).toBe(false);
  });

  it('fails when meta.errors is not empty, even with a success code', () => {
    expect(isFailure(ok({ errors: [{ message: 'x' }] }))).toBe(true);
  });

  it('fails when meta.code is anything else', () => {
    for (const code of [202, 301, 400, 401, 422, 500]) expect(isFailure(ok({ code }))).toBe(true);
  });

  it('fails when data.is_success is false', () => {
    expect(isFailure(ok({}, false))).toBe(true);
  });
});

describe('normalizeError (spec: error catalogue)', () => {
  it('turns a network failure into a 500 envelope carrying the error message', () => {
    const env = normalizeError(new TypeError('Failed to fetch'));
    expect(env.meta.code).toBe(500);
    expect(env.meta.errors).toEqual([{ message: 'Failed to fetch' }]);
    expect(env.data).toEqual({ is_success: false, message: GENERIC_FAILURE });
    expect(env.data.message).toBe('An error occurred while processing the request');
  });

  it('uses the HTTP status of a non-envelope error', () => {
    expect(normalizeError(new Error('Bad Gateway'), 502).meta.code).toBe(502);
  });

  it('says "An unknown error occurred" when there is no message', () => {
    expect(normalizeError('boom').meta.errors).toEqual([{ message: UNKNOWN_ERROR }]);
    expect(normalizeError(new Error('')).meta.errors[0]?.message).toBe('An unknown error occurred');
  });
});

describe('ApiError', () => {
  it('exposes status, code and field messages from the envelope', () => {
    const error = new ApiError({
      meta: {
        code: 422,
        error_code: 'VALIDATION_FAILED',
        errors: [
          { field: 'email', message: 'Enter a valid email' },
          { field: 'email', message: 'Too long' },
          { message: 'General' },
        ],
      },
      data: { is_success: false, message: 'Some fields need your attention' },
      pagination: null,
    });
    expect(error.status).toBe(422);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Some fields need your attention');
    expect(error.fieldErrors).toEqual({ email: ['Enter a valid email', 'Too long'] });
  });
});
