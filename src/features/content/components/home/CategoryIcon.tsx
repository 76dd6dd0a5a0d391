/**
 * Line icons for the kinds of stay, drawn inline (a few hundred bytes, no icon font). Names follow
 * the seed's `icon` field; an unknown name falls back to a house.
 */
const PATHS: Record<string, string> = {
  building: 'M6 21V4h9v17M15 9h3v12M9 8h3M9 12h3M9 16h3M3 21h18',
  villa: 'M3 11l9-7 9 7M5 10v11h14V10M10 21v-6h4v6',
  waves: 'M3 10c2-2 4-2 6 0s4 2 6 0 4-2 6 0M3 16c2-2 4-2 6 0s4 2 6 0 4-2 6 0',
  bed: 'M3 19V6M3 14h18v5M21 14v-3a3 3 0 0 0-3-3h-7v6M7 11h.01',
  'tent-tree': 'M4 21l6-11 6 11M10 10v11M17 7a3 3 0 1 0 2 5.2V21M2 21h20',
  tent: 'M3 20L12 4l9 16M12 4v16M8 20l4-6 4 6',
  sprout: 'M7 20h10M12 20v-8M12 12c0-4-3-6-7-6 0 4 3 6 7 6zM12 12c0-3 2-5 6-5 0 3-2 5-6 5z',
};

export function CategoryIcon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 24 24" className="category-icon" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name] ?? PATHS.villa}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
