import type { Instance } from '../../server/tools/cluster/instances';

/**
 * Live notifications across instances: a guest holds the notification stream open on instance `on`,
 * then makes an investment request (which notifies its signed-in requester) through instance `via`.
 * The notice travels by PostgreSQL LISTEN/NOTIFY on the primary; returns how long it took to arrive.
 */
export async function streamNotificationAcross(via: Instance, on: Instance, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const offers = (await (await fetch(`${via.url}/api/v1/investment/units?per_page=50`)).json()) as {
    data: { items: { slug: string; status: string; shares_left: number; minimum_shares: number }[] };
  };
  const offer = offers.data.items.find((item) => item.status === 'open' && item.shares_left > 0);
  if (!offer) throw new Error('no open investment offer to request');

  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 15_000);
  try {
    const stream = await fetch(`${on.url}/api/v1/notifications/stream`, { headers, signal: abort.signal });
    if (!stream.ok || !stream.body) throw new Error(`stream answered ${stream.status}`);
    const reader = stream.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        text += value;
      }
    };
    await until(/event: count/); // Subscribed: the stream has read its backlog and listens.
    const sentAt = Date.now();
    const res = await fetch(`${via.url}/api/v1/investment/requests`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ investment_unit: offer.slug, shares: offer.minimum_shares }),
    });
    if (res.status !== 201) throw new Error(`the request through ${via.name} answered ${res.status}`);
    await until(/event: notification/);
    return Date.now() - sentAt;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}
