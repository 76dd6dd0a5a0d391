import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message, ThreadDetail } from '../../../../contract/messages';
import { ApiError } from '../../../lib/api-error';
import { clearOutbox, enqueue } from '../../../lib/outbox';
import { threadQueryOptions } from '../api/get-thread';
import { messageWrite } from '../api/send-message';
import { ThreadView } from './ThreadView';

const at = '2027-03-08T10:00:00.000Z';
const message = (over: Partial<Message>): Message => ({
  id: '1',
  thread_id: 7,
  sender: 'host',
  author: 'Khalid',
  mine: false,
  text: 'Welcome!',
  masked: false,
  photos: [],
  hidden: false,
  created_at: at,
  mark: null,
  ...over,
});
const detail = (messages: Message[]): ThreadDetail => ({
  thread: {
    id: 7,
    kind: 'stay',
    side: 'guest',
    unit: { id: 3, slug: 'corniche-loft', title: 'Corniche loft', cover_key: null },
    stay: {
      id: '0b7c2f0e-5b2a-4f7e-9d8e-1a2b3c4d5e6f',
      code: 'SKN-ABC123',
      check_in: '2027-03-10',
      check_out: '2027-03-12',
      status: 'confirmed',
    },
    counterpart: 'Khalid',
    last_message: null,
    // Nothing unread: the view would otherwise mark the thread read over the network.
    unread: 0,
    masking: false,
    can_write: true,
    updated_at: at,
  },
  messages,
  older: null,
});

const options = () => threadQueryOptions('u-1', 'guest', 7, 'en');

/** The view in a router (its links are typed router links), with the query cache as the test sets it. */
function show(
  client: QueryClient,
  node: ReactNode = <ThreadView userId="u-1" audience="guest" threadId={7} />,
) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: ['/en/account/messages/7'] }),
  });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const newClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
  });

beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  // jsdom has no scrolling; the router restores scroll on every load.
  vi.stubGlobal('scrollTo', () => undefined);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await clearOutbox();
});

describe('ThreadView', () => {
  it('shows each message with its author, marks on the reader’s own, the masked note and a removed one', async () => {
    const client = newClient();
    client.setQueryData(options().queryKey, {
      pages: [
        detail([
          message({
            id: '1',
            text: 'Can we check in at noon? Map: https://maps.example.com/x',
            mine: true,
            sender: 'guest',
            author: 'Huda',
            mark: 'read',
          }),
          message({ id: '2', text: 'Call me on ███', masked: true }),
          message({ id: '3', text: '', hidden: true }),
        ]),
      ],
      pageParams: [null],
    });
    show(client);
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('You');
    expect(within(items[0]!).getByText('Read')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'https://maps.example.com/x' })).toBeTruthy();
    // Only someone else's message can be reported, and not one already removed.
    expect(within(items[0]!).queryByRole('button', { name: /Report/ })).toBeNull();
    expect(within(items[1]!).getByText(/Contact details were hidden/)).toBeTruthy();
    expect(within(items[1]!).getByRole('button', { name: 'Report this message from Khalid' })).toBeTruthy();
    expect(within(items[2]!).getByText('This message was removed by Sakan’s team.')).toBeTruthy();
    expect(within(items[2]!).queryByRole('button', { name: /Report/ })).toBeNull();
    expect(screen.getByRole('form', { name: 'Write a message' })).toBeTruthy();
  });

  it('lists a message still in the outbox after the sent ones, as waiting to send', async () => {
    const client = newClient();
    client.setQueryData(options().queryKey, { pages: [detail([message({})])], pageParams: [null] });
    await enqueue(messageWrite(7, { text: 'Arriving at 9 pm' }));
    await enqueue(messageWrite(8, { text: 'Another thread' }));
    show(client);
    const waiting = await screen.findByText('Arriving at 9 pm');
    const item = waiting.closest('li')!;
    expect(item.textContent).toContain('Waiting to send');
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.at(-1)).toBe(item);
    expect(screen.queryByText('Another thread')).toBeNull();
  });

  it('offline with nothing kept, says so and what will happen', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show(newClient());
    expect(
      await screen.findByText(/You’re offline, and this conversation hasn’t been kept on this device yet/),
    ).toBeTruthy();
  });

  it('offline with a kept copy, shows it with its age and lets a message wait for the connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = newClient();
    client.setQueryData(options().queryKey, { pages: [detail([message({})])], pageParams: [null] });
    show(client);
    expect(await screen.findByText(/This is your saved copy/)).toBeTruthy();
    expect(screen.getByText('Welcome!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send when online' })).toBeTruthy();
  });

  it('a thread that is not found (or someone else’s) says so and leads back to the messages', async () => {
    const client = newClient();
    const query = client.getQueryCache().build(client, { queryKey: options().queryKey });
    const notFound = new ApiError({
      meta: { code: 404, errors: [], error_code: 'NOT_FOUND' },
      data: { is_success: false, message: 'Not found' },
      pagination: null,
    } as never);
    query.setState({ ...query.state, status: 'error', error: notFound, fetchStatus: 'idle' });
    show(client);
    expect(await screen.findByText(/We couldn’t find this conversation/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All messages' })).toBeTruthy();
  });
});
