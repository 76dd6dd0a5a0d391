import { useNavigate } from '@tanstack/react-router';

/**
 * Writes part of a grid's state to the URL search, keeping the rest (other filters, the section's own
 * keys). An undefined value removes its key. The console's one route reads any search (each section
 * checks the keys it reads), so the patch is a plain record. Whole numbers go as numbers: the router
 * would quote a numeric string (`?page=%221%22`) to keep it a string.
 */
export function useGridNavigate() {
  const navigate = useNavigate();
  return (patch: Record<string, string | number | undefined>) =>
    void navigate({
      to: '.',
      search: (prev: object) => {
        const next: Record<string, unknown> = { ...prev, ...patch };
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined || value === '') delete next[key];
          else if (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value)) next[key] = Number(value);
        }
        return next;
      },
    });
}
