import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/toast-queue';
import { keyBytes, pushKeyQueryOptions, subscribePush, unsubscribePush } from '../api/push';

type State = 'unknown' | 'unsupported' | 'denied' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;

/**
 * Web Push opt-in. Shown only when the server has VAPID keys (its key endpoint answers null without
 * them) and the browser has the Push API; the worker then shows each notification (sw/push.ts).
 */
export function PushOptIn() {
  const { t } = useLingui();
  const { data: publicKey } = useQuery(pushKeyQueryOptions());
  const [state, setState] = useState<State>('unknown');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!publicKey) return;
    // Read asynchronously, like the subscription itself, so the effect only subscribes to outside state.
    void (async (): Promise<State> => {
      if (!supported()) return 'unsupported';
      if (Notification.permission === 'denied') return 'denied';
      const registration = await navigator.serviceWorker.ready;
      return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
    })().then(setState, () => setState('unsupported'));
  }, [publicKey]);

  if (!publicKey || state === 'unknown' || state === 'unsupported') return null;

  const turnOn = async () => {
    setBusy(true);
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      const json = subscription.toJSON();
      await subscribePush({
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      });
      setState('on');
    } catch {
      toast.error(t`We couldn’t turn on notifications on this device.`, t`Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    setBusy(true);
    try {
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.getSubscription();
      if (subscription) {
        await unsubscribePush(subscription.endpoint).catch(() => undefined);
        await subscription.unsubscribe();
      }
      setState('off');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="push-opt-in" aria-labelledby="push-heading">
      <h2 id="push-heading">
        <Trans>Notifications on this device</Trans>
      </h2>
      {state === 'denied' ? (
        <p>
          <Trans>
            Notifications are blocked for Sakan in this browser. Allow them in the site settings to turn them
            on.
          </Trans>
        </p>
      ) : state === 'on' ? (
        <>
          <p>
            <Trans>On: this device shows a notification even when Sakan is closed.</Trans>
          </p>
          <Button variant="secondary" isPending={busy} onPress={() => void turnOff()}>
            <Trans>Turn off</Trans>
          </Button>
        </>
      ) : (
        <>
          <p>
            <Trans>
              Get a notification on this device when a booking is confirmed, even when Sakan is closed.
            </Trans>
          </p>
          <Button isPending={busy} onPress={() => void turnOn()}>
            <Trans>Turn on</Trans>
          </Button>
        </>
      )}
    </section>
  );
}
