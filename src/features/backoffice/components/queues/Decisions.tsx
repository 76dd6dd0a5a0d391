import { createContext, useContext, useState, type ReactNode } from 'react';

const Said = createContext<(message: string) => void>(() => {});

/**
 * Where a record's decisions go, and what the server answered the last one. The answer stays when the
 * forms go (a decided record shows none, or others: a hidden review offers "restore"), so it is kept
 * here, above them, rather than in the form that sent it.
 */
export function Decisions({ open, children }: { open: boolean; children: ReactNode }) {
  const [said, setSaid] = useState<string | null>(null);
  return (
    <Said.Provider value={setSaid}>
      <p role="status" className="queue-said">
        {said}
      </p>
      {open && <div className="queue-decisions">{children}</div>}
    </Said.Provider>
  );
}

/** Tells the record's Decisions what the server said. */
export const useSay = () => useContext(Said);
