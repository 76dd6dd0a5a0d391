import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { call, visitor } from './server-process';

/**
 * A steady mixed load through the load balancer, each request recorded with when it started and ended:
 * searches and unit pages (public reads), sign-ins of the demo guest, and holds (quote, then checkout
 * with an Idempotency-Key) by guests whose sessions the caller made. Every source address is a
 * different visitor, so no per-IP limit answers instead of the server.
 */
export interface Sample {
  kind: 'search' | 'unit' | 'sign-in' | 'quote' | 'hold';
  start: number;
  end: number;
  /** 0: no HTTP answer at all (the connection failed). */
  status: number;
  /** The instance HAProxy sent it to (its x-served-by header), when it answered. */
  servedBy: string;
  retryAfter: boolean;
}

export interface LoadTargets {
  port: number;
  cities: string[];
  unitIds: number[];
  /** Access tokens of ready guests, one hold loop each. */
  guests: string[];
}

export interface Acknowledged {
  /** Reservations a 201 answered for. */
  holds: string[];
  /** Session families a 200 sign-in answered for (from the access token). */
  signIns: string[];
}

const DEMO = { email: 'demo@sakan.example', password: 'Sakan-demo-2026' };
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export function startLoad(targets: LoadTargets, readers = 3) {
  const samples: Sample[] = [];
  const acknowledged: Acknowledged = { holds: [], signIns: [] };
  let running = true;
  let next = 0;

  const request = async (
    kind: Sample['kind'],
    method: string,
    path: string,
    options: Parameters<typeof call>[3] = {},
  ) => {
    const start = Date.now();
    const res = await call(targets.port, method, path, {
      from: visitor(next++ % 5000),
      timeoutMs: 15_000,
      ...options,
    }).catch(() => null);
    samples.push({
      kind,
      start,
      end: Date.now(),
      status: res?.status ?? 0,
      retryAfter: Boolean(res?.headers['retry-after']),
      servedBy: String(res?.headers['x-served-by'] ?? ''),
    });
    return res;
  };

  const reader = async () => {
    while (running) {
      if (Math.random() < 0.5) {
        const sort = pick(['price_asc', 'price_desc', 'rating', 'newest']);
        await request(
          'search',
          'GET',
          `/api/v1/units/filter?city=${pick(targets.cities)}&sort=${sort}&page=${1 + Math.floor(Math.random() * 3)}`,
        );
      } else await request('unit', 'GET', `/api/v1/units/${pick(targets.unitIds)}`);
    }
  };

  const signIns = async () => {
    while (running) {
      const res = await request('sign-in', 'POST', '/api/v1/login', {
        body: DEMO,
        headers: { 'device-type': 'mobile' },
      });
      if (res?.status === 200) {
        const token = (JSON.parse(res.body) as { data: { token: string } }).data.token;
        acknowledged.signIns.push(String(decodeJwt(token).sid));
      }
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
  };

  const holds = async (token: string) => {
    const headers = { authorization: `Bearer ${token}` };
    while (running) {
      const offset = 60 + Math.floor(Math.random() * 600);
      const stay = {
        unit_id: pick(targets.unitIds),
        check_in: day(offset),
        check_out: day(offset + 1 + Math.floor(Math.random() * 2)),
        guests: 1,
      };
      const quoted = await request('quote', 'POST', '/api/v1/checkout/calculate-price', {
        body: stay,
        headers,
      });
      if (quoted?.status !== 200) continue;
      const { data } = JSON.parse(quoted.body) as {
        data: { available: boolean; quote: { fingerprint: string } };
      };
      if (!data.available) continue;
      const body = {
        ...stay,
        quote_fingerprint: data.quote.fingerprint,
        guest: { name: 'Chaos Guest', email: 'chaos@example.com', phone: '+966500000009' },
      };
      const held = await request('hold', 'POST', '/api/v1/checkout', {
        body,
        headers: { ...headers, 'idempotency-key': randomUUID() },
      });
      if (held?.status === 201)
        acknowledged.holds.push(
          (JSON.parse(held.body) as { data: { reservation: { id: string } } }).data.reservation.id,
        );
    }
  };

  // A loop that throws (an answer it cannot read) stops itself, not the run: its samples stay counted.
  const loops = [...Array.from({ length: readers }, reader), signIns(), ...targets.guests.map(holds)].map(
    (loop) => loop.catch((error: unknown) => console.error(`  a load loop stopped: ${String(error)}`)),
  );
  return {
    samples,
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
