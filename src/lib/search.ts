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
