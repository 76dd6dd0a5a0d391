import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * Forms kept on the device while they are filled in (the list-your-property form): their own
 * IndexedDB database, apart from the query cache's, wiped with it on sign-out because a draft holds
 * personal details that must not outlive the session. Storage failures (private mode, quota) lose the draft, never
 * the form.
 */
let store: UseStore | undefined;
const drafts = () => (store ??= createStore('sakan-drafts', 'drafts'));

export const readDraft = <T>(key: string): Promise<T | undefined> =>
  get<T>(key, drafts()).catch(() => undefined);
export const writeDraft = (key: string, value: unknown): Promise<void> =>
  set(key, value, drafts()).catch(() => undefined);
export const deleteDraft = (key: string): Promise<void> => del(key, drafts()).catch(() => undefined);
export const clearDrafts = (): Promise<void> => clear(drafts()).catch(() => undefined);
