import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { contentKeys } from '../../../content';

/**
 * A console write: on success the console's own lists named in `stale` are fetched again, and with
 * `guest`, this browser's copies of the guest pages' content too (the FAQ, a page, the social links),
 * so staff opening the site next see their change rather than a copy from before it.
 */
export function useConsoleWrite<TVariables, TData>(
  request: (variables: TVariables) => Promise<TData>,
  options: { stale: (variables: TVariables) => QueryKey[]; guest?: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (_data, variables) => {
      if (options.guest) void queryClient.invalidateQueries({ queryKey: contentKeys.all });
      await Promise.all(
        options.stale(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** A new key per submit: a retried create is then the same write, never a second row. */
export const onceKey = () => ({ 'Idempotency-Key': crypto.randomUUID() });
