/** Placeholder cards while results load, the same size as the real ones (listing, investment list). */
export function CardGridSkeleton() {
  return (
    <ul className="unit-grid" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="unit-card skeleton" />
      ))}
    </ul>
  );
}
