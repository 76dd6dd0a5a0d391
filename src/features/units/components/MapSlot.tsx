import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ComponentType } from 'react';
import { Button } from '../../../components/ui/Button';

/**
 * A map whose code loads on demand, with its loading state and, when that code cannot be fetched (no
 * signal before the map was ever opened and kept by the service worker), a note and a retry in its
 * place: never an error that would take the whole page down.
 */
export function MapSlot<P extends object>({
  load,
  props,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
}) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ Map: ComponentType<P> } | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (module) => live && setLoaded({ Map: module.default }),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  if (loaded === 'failed') {
    return (
      <div className="map-loading" role="status">
        <p>
          <Trans>The map can’t load right now: it needs a connection the first time it opens.</Trans>
        </p>
        <Button
          variant="secondary"
          onPress={() => {
            setLoaded(null);
            setAttempt(attempt + 1);
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (!loaded) {
    return (
      <p className="map-loading">
        <Trans>Loading the map…</Trans>
      </p>
    );
  }
  return <loaded.Map {...props} />;
}
