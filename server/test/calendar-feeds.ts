import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Role } from '../../contract/roles';
import type { Database } from '../db/client';
import * as s from '../db/schema/index';
import { startSession } from '../modules/auth/sessions';
import { makeUnit } from './checkout';
import { TEST_AUTH_SECRET } from './test-app';

/**
 * Factories for calendar sync tests: accounts with roles, units with a host, and a real HTTP server
 * on 127.0.0.1 that serves `.ics` files (the protocol boundary other sites sit behind), whose answers
 * a test changes between syncs.
 */

export interface Account {
  userId: string;
  token: string;
}

/**
 * A ready account with the given roles, made straight in the database. A staff account's session has
 * passed the second factor, as the console's sign-in requires (modules/auth/second-factor.ts).
 */
export async function quickAccount(db: Database, roles: Role[] = []): Promise<Account> {
  const [user] = await db
    .insert(s.users)
    .values({
      email: `person.${randomUUID()}@example.com`,
      name: 'Sync Tester',
      phone: '+966500000003',
      type: 'email',
      accountReady: true,
      roles,
    })
    .returning({ id: s.users.id });
  const userId = user?.id ?? '';
  const session = await startSession(db, userId, { secret: TEST_AUTH_SECRET, secondFactor: true });
  return { userId, token: session.accessToken };
}

/** A unit hosted by `hostId`. */
export async function hostedUnit(db: Database, hostId: string): Promise<number> {
  const { id } = await makeUnit(db);
  await db.update(s.units).set({ hostId }).where(eq(s.units.id, id));
  return id;
}

export interface FeedAnswer {
  status?: number;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Wait this long before answering (a slow site). */
  delayMs?: number;
}

export interface FeedServer {
  /** What each path answers; a test sets or replaces entries. Unknown paths answer 404. */
  readonly answers: Map<string, FeedAnswer>;
  url(path: string): string;
}

/** Starts a local feed server for the describe block and closes it after. */
export function useFeedServer(): FeedServer {
  const answers = new Map<string, FeedAnswer>();
  let origin = '';
  const server = http.createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    const reply = () => {
      if (!answer) return response.writeHead(404).end('not found');
      response.writeHead(answer.status ?? 200, { 'content-type': 'text/calendar', ...answer.headers });
      response.end(answer.body ?? '');
    };
    if (answer?.delayMs) setTimeout(reply, answer.delayMs);
    else reply();
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { answers, url: (path) => `${origin}${path}` };
}

/** An all-day event per [start, end) pair (YYYY-MM-DD, end exclusive), as Airbnb and Booking.com write them. */
export function icsOf(events: [string, string][]): string {
  const day = (iso: string) => iso.replaceAll('-', '');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Elsewhere//Test//EN'];
  events.forEach(([start, end], i) => {
    lines.push(
      'BEGIN:VEVENT',
      `UID:event-${i}@elsewhere.example`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${day(start)}`,
      `DTEND;VALUE=DATE:${day(end)}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    );
  });
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
