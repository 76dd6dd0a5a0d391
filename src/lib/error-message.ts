import { useLingui } from '@lingui/react/macro';
import type { ErrorCode } from '../../contract/common';
import { isApiError } from './api-error';

/** Maps an error's code to translated text (CONVENTIONS: errors flow one way); unknown errors keep their own message. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useLingui();
  const byCode: Partial<Record<ErrorCode, string>> = {
    NETWORK: t`You seem to be offline. Check your connection and try again.`,
    UNAUTHENTICATED: t`Please sign in to continue.`,
    FORBIDDEN: t`You don't have access to this.`,
    NOT_FOUND: t`We couldn't find what you were looking for.`,
    RATE_LIMITED: t`Too many attempts. Please wait a moment and try again.`,
    INTERNAL: t`Something went wrong on our side. Please try again.`,
  };
  return (error) => {
    if (isApiError(error)) return (error.code && byCode[error.code]) || error.message;
    if (error instanceof Error && error.message) return error.message;
    return t`An unknown error occurred.`;
  };
}
