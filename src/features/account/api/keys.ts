/** Query keys of the account domain (CONVENTIONS §3). */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
};
