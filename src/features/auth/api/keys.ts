/** Query keys of the auth domain (CONVENTIONS §3). */
export const authKeys = {
  all: ['auth'] as const,
  settings: () => [...authKeys.all, 'settings'] as const,
};
