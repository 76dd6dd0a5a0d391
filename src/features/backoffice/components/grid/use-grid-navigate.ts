import { useNavigate } from '@tanstack/react-router';

/**
 * Writes part of a grid's state to the URL search, keeping the rest (other filters, the section's own
 * keys). An undefined value removes its key. The console's one route reads any search (each section
 * checks the keys it reads), so the patch is a plain record.
 */
export function useGridNavigate() {
  const navigate = useNavigate();
  return (patch: Record<string, string | undefined>) =>
    void navigate({
      to: '.',
      search: (prev: object) => {
        const next: Record<string, unknown> = { ...prev, ...patch };
        for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
        return next;
      },
    });
}
