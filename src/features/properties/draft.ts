import { deleteDraft, readDraft, writeDraft } from '../../lib/drafts';

/**
 * The list-your-property form, kept in IndexedDB as the owner types: a phone that loses its signal,
 * or a tab the system closes, loses nothing. Photos are kept as the Files themselves (IndexedDB
 * stores Blobs), in lib/drafts.ts's database, which sign-out wipes.
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

const KEY = 'list-property';

export const loadDraft = (): Promise<PropertyDraft | undefined> => readDraft<PropertyDraft>(KEY);
export const saveDraft = (draft: PropertyDraft): Promise<void> => writeDraft(KEY, draft);
export const clearDraft = (): Promise<void> => deleteDraft(KEY);
