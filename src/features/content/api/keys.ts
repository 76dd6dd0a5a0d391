/** Query keys of the content domain; components never write these by hand (CONVENTIONS §3). */
export const contentKeys = {
  all: ['content'] as const,
  socialLinks: () => [...contentKeys.all, 'social-links'] as const,
  routeRules: () => [...contentKeys.all, 'route-rules'] as const,
};
