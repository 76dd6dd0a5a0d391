import { createStore, del, get, set } from 'idb-keyval';

/**
 * The list-your-property form, kept in IndexedDB as the owner types: a phone that loses its signal,
 * or a tab the system closes, loses nothing. Photos are kept as the Files themselves (IndexedDB
 * stores Blobs). Its own database, apart from the query cache's, so neither clears the other.
 */
export interface PropertyDraft {
  fields: {
    owner_name: string;
    owner_email: string;
    owner_phone: string;
    city: string;
    category: string;
    bedrooms: number | undefined;
    guests: number | undefined;
    address: string;
    description: string;
  };
  photos: File[];
  /** One Idempotency-Key per submission, kept with it, so a resend after a reload is not a second listing. */
  key: string;
}

const store = () => createStore('sakan-drafts', 'drafts');
const KEY = 'list-property';

export const loadDraft = (): Promise<PropertyDraft | undefined> =>
  get<PropertyDraft>(KEY, store()).catch(() => undefined);
export const saveDraft = (draft: PropertyDraft): Promise<void> =>
  set(KEY, draft, store()).catch(() => undefined);
export const clearDraft = (): Promise<void> => del(KEY, store()).catch(() => undefined);
