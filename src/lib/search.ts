/**
 * Search-param readers for route `validateSearch`. Plain functions rather than schemas: route options
 * ship in the first bundle, and these are all strings.
 */
export const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export const redirectSearch = (search: Record<string, unknown>): { redirect?: string } => ({
  redirect: optionalString(search.redirect),
});

export const emailSearch = (search: Record<string, unknown>): { email?: string } => ({
  email: optionalString(search.email),
});

/** `?page=2` of a personal list (wishlist, notifications); anything else is page 1. */
export const pageSearch = (search: Record<string, unknown>): { page?: number } => {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page < 100_000 ? { page } : {};
};
