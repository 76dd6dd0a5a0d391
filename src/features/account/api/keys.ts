/** Query keys of the account domain (CONVENTIONS: queries live with their feature). */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
};
