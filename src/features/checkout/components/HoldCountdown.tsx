import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** Minutes and seconds left on the hold; calls `onEnd` once when it runs out. */
export function HoldCountdown({ until, onEnd }: { until: string; onEnd: () => void }) {
  const end = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((end - now) / 1000));
  useEffect(() => {
    if (left === 0) onEnd();
  }, [left, onEnd]);
  const clock = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <p className="hold-countdown">
      <Trans>
        Your nights are held for <strong dir="ltr">{clock}</strong> more.
      </Trans>
    </p>
  );
}
