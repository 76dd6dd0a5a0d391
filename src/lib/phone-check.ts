import { useEffect, useState } from 'react';

type PhoneCheck = typeof import('../../contract/phone');

let loaded: PhoneCheck | null = null;
let pending: Promise<PhoneCheck> | null = null;

/**
 * The phone number check (libphonenumber-js, ~30 KB) loads only with a phone field, never with a page
 * that has none. A failed download (offline) is tried again by the next field.
 */
function loadPhoneCheck(): Promise<PhoneCheck> {
  pending ??= import('../../contract/phone').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The check once loaded (null until then: the server checks the number either way). */
export function usePhoneCheck(): PhoneCheck | null {
  const [check, setCheck] = useState(loaded);
  useEffect(() => {
    if (!check) loadPhoneCheck().then(setCheck, () => undefined);
  }, [check]);
  return check;
}
