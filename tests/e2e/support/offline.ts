import { expect, type Page } from '@playwright/test';

/**
 * Waits until the persisted query cache (IndexedDB, written a second after a change) holds `wanted`,
 * a piece of a saved query's key such as `"faqs","en"` or `"loyalty","<user id>"`.
 */
export async function waitForSavedQuery(page: Page, wanted: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (part) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('sakan');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('query-cache')) return resolve(false);
                const get = db.transaction('query-cache').objectStore('query-cache').get('react-query');
                get.onsuccess = () => resolve(typeof get.result === 'string' && get.result.includes(part));
                get.onerror = () => resolve(false);
              };
            }),
          wanted,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}
