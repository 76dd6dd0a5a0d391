import { describe, expect, it } from 'vitest';
import { PAGE_CODE_ID } from '../../contract/ssr';
import { CODE_WAIT_MS, loadPageCode, type LoaderHost } from './page-start';

interface Timer {
  run: () => void;
  ms: number;
}

/**
 * Runs the loader of a rendered page in a stand-in browser: what it adds to <head>, and the moments
 * it waits for (the load event, the first contentful paint, its timers) played by hand.
 */
function browser({ reportsPaints = true, paintedAlready = false } = {}) {
  const added: string[] = [];
  const timers: Timer[] = [];
  let onLoad = () => {};
  let onPaint: (() => void) | undefined;
  const host: LoaderHost = {
    document: {
      readyState: 'interactive',
      createElement: ((tag: string) => ({ tag })) as unknown as Document['createElement'],
      head: {
        appendChild: (el: { src?: string; href?: string }) => added.push(el.src ?? `preload ${el.href}`),
      } as unknown as HTMLHeadElement,
    },
    addEventListener: (_type, listener) => (onLoad = listener),
    setTimeout: (run, ms) => timers.push({ run, ms }),
    painted: () => (reportsPaints ? paintedAlready : undefined),
    onPaint: (run) => (onPaint = run),
  };
  const preloaded = loadPageCode(
    { scripts: ['/assets/index.js'], modules: ['/a.js', '/b.js', '/c.js'] },
    host,
  );
  return {
    added,
    /** Settles once the loader has added its last preload. */
    preloaded,
    load: () => onLoad(),
    paint: () => onPaint?.(),
    /** Runs the timers due after `ms` (0: the next tasks), including those they set in turn. */
    wait(ms: number) {
      for (let timer = timers.find((t) => t.ms <= ms); timer; timer = timers.find((t) => t.ms <= ms)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe('the code loader of a rendered page (page-start)', () => {
  it('reads its list from the element the server writes', async () => {
    const source = await import('./page-start?raw');
    expect(source.default).toContain(`const PAGE_CODE_ID = '${PAGE_CODE_ID}';`);
  });

  it('starts the code once the page has both loaded and painted its first content', () => {
    const page = browser();
    page.load();
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual(['/assets/index.js']);
  });

  it('waits for the load event when the paint came first', () => {
    const page = browser({ paintedAlready: true });
    expect(page.added).toEqual([]);
    page.load();
    expect(page.added).toEqual(['/assets/index.js']);
  });

  it('starts at load in a browser that does not report paints', () => {
    const page = browser({ reportsPaints: false });
    page.load();
    expect(page.added).toEqual(['/assets/index.js']);
  });

  it(`starts after ${CODE_WAIT_MS} ms when neither comes, and only once`, () => {
    const page = browser();
    page.wait(CODE_WAIT_MS - 1);
    expect(page.added).toEqual([]);
    page.wait(CODE_WAIT_MS);
    page.load();
    page.paint();
    expect(page.added.filter((file) => file === '/assets/index.js')).toHaveLength(1);
  });

  it('adds the module preloads two per task, after the task that starts the code', () => {
    const page = browser({ paintedAlready: true });
    page.load();
    expect(page.added).toEqual(['/assets/index.js']);
    page.wait(0);
    expect(page.added).toEqual(['/assets/index.js', 'preload /a.js', 'preload /b.js', 'preload /c.js']);
  });

  it('tells the page’s code when the last preload is in, and not before', async () => {
    const page = browser({ paintedAlready: true });
    let allIn = false;
    void page.preloaded.then(() => (allIn = true));
    page.load();
    await Promise.resolve();
    expect(allIn).toBe(false);
    page.wait(0);
    await Promise.resolve();
    expect(allIn).toBe(true);
    expect(page.added).toContain('preload /c.js');
  });
});
