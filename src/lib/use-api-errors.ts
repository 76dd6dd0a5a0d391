import { useState } from 'react';
import { useErrorMessage } from './error-message';
import { isApiError } from './api-error';

/**
 * Splits a failed call into field messages (shown on their fields) and one form-level message. The spec's error catalogue: the
 * form-level message is the server's own data.message, already in the visitor's language.
 */
export function useApiErrors() {
  const messageOf = useErrorMessage();
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [form, setForm] = useState<string | null>(null);
  return {
    fields,
    form,
    clear: () => {
      setFields({});
      setForm(null);
    },
    set: (error: unknown) => {
      if (isApiError(error) && error.code !== 'NETWORK') {
        const byField = error.fieldErrors;
        setFields(byField);
        // Field messages sit on their fields; anything else is the server's own message (spec: error catalogue).
        setForm(Object.keys(byField).length > 0 ? null : error.message);
      } else {
        setFields({});
        setForm(messageOf(error));
      }
    },
    setForm,
    /**
     * For the form's onInput: a server message stays on its field only until the field is edited.
     * react-aria would clear it on blur, but until then the browser's own validation blocks the next
     * submit, so the visitor would have to press the button twice.
     */
    onInput: () => {
      if (Object.keys(fields).length > 0) setFields({});
    },
  };
}
