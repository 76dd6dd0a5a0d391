import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { optionalPart } from './lazy-part';

afterEach(cleanup);

describe('optionalPart', () => {
  it('renders the part once its code arrives', async () => {
    const Part = optionalPart(() => Promise.resolve({ default: () => <p>Theme switch</p> }));
    render(
      <Suspense fallback={<p>placeholder</p>}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByText('Theme switch')).toBeTruthy();
  });

  it('renders nothing, and lets the page stand, when its code cannot be fetched', async () => {
    const Part = optionalPart<() => null>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <main>
        <h1>Unit page</h1>
        <Suspense fallback={<p>placeholder</p>}>
          <Part />
        </Suspense>
      </main>,
    );
    await waitFor(() => expect(screen.queryByText('placeholder')).toBeNull());
    expect(screen.getByRole('main').textContent).toBe('Unit page');
  });
});
