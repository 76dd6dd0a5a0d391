/** Query keys of the auth domain (CONVENTIONS: queries live with their feature). */
export const authKeys = {
  all: ['auth'] as const,
  settings: () => [...authKeys.all, 'settings'] as const,
};
