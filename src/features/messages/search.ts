// Kept apart from the pages: a route's validateSearch rides in the app's first bundle, so it imports nothing.

export interface MessagesSearch {
  q?: string;
  page: number;
}

/** account/messages' and hosting/messages' URL: an optional search (control characters dropped) and a page. */
export function messagesSearch(raw: Record<string, unknown>): MessagesSearch {
  const text = typeof raw.q === 'string' ? [...raw.q].filter((ch) => ch.charCodeAt(0) >= 32).join('') : '';
  const q = text.trim().slice(0, 100);
  const page = Number(raw.page);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    ...(q ? { q } : {}),
  };
}

/** A thread id in a path: a whole number in PostgreSQL's integer range, else null (not found). */
export function threadIdOf(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
