import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backofficeKeys } from '../../api/keys';
import { DecisionForm } from './DecisionForm';
import { Decisions } from './Decisions';

/** The HTTP answers of the decision and of the record read again after it. */
const envelope = (data: Record<string, unknown>, code = 200) =>
  new Response(
    JSON.stringify({
      meta: { code, errors: [] },
      data: { is_success: code < 400, ...data },
      pagination: null,
    }),
    {
      status: code,
      headers: { 'content-type': 'application/json' },
    },
  );

/**
 * A record whose decisions show while it waits, as the queue pages have it, beside a slower console
 * query (the navigation's counts): the record's refetch lands first and takes the form away.
 */
function Record() {
  useQuery({
    queryKey: [...backofficeKeys.all, 'test-counts'],
    queryFn: async () => (await fetch('/counts')).json() as Promise<number>,
  });
  const { data } = useQuery({
    queryKey: [...backofficeKeys.all, 'test-record'],
    queryFn: async () => (await fetch('/record')).json() as Promise<{ status: string }>,
  });
  if (!data) return null;
  return (
    <>
      <p>Status: {data.status}</p>
      <Decisions open={data.status === 'waiting'}>
        <DecisionForm
          queue="reviews"
          id="7"
          verb="hide"
          title="Hide"
          submit="Hide the review"
          text={{ name: 'reason', label: 'Reason', max: 2000 }}
        />
      </Decisions>
    </>
  );
}

describe('a decision on a queue’s record', () => {
  let status = 'waiting';
  const sent: unknown[] = [];
  beforeEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/record') return new Response(JSON.stringify({ status }));
        if (url === '/counts') {
          await new Promise((resolve) => setTimeout(resolve, 150));
          return new Response('1');
        }
        sent.push([url, JSON.parse(String(init?.body))]);
        status = 'hidden';
        return envelope({ message: 'Hidden: guests no longer see it.' });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the reason, and says the server’s answer after the record’s forms are gone', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <Record />
        </QueryClientProvider>
      </I18nProvider>,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Reason' }), {
      target: { value: '  A phone number in the text. ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hide the review' }));
    expect(await screen.findByText('Status: hidden')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hide the review' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Hidden: guests no longer see it.');
    expect(sent).toEqual([['/api/v1/backoffice/reviews/7/hide', { reason: 'A phone number in the text.' }]]);
  });
});
