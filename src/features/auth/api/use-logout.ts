import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Sign-out as a mutation. The work (API client, schemas, IndexedDB) loads when the button is pressed,
 * so the account pages' first render does not carry it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (everywhere: boolean = false) =>
      (await import('./logout')).logout(queryClient, everywhere),
  });
}
