import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CODE_WAIT_MS, codeLoader } from './code-loader';

interface Timer {
  run: () => void;
  ms: number;
}

/**
 * Runs the loader a rendered page carries in a stand-in browser: what it adds to <head>, and the
 * moments it waits for (the load event, the first contentful paint, its timers) played by hand.
 */
function browser({ reportsPaints = true, paintedAlready = false } = {}) {
  const added: string[] = [];
  const timers: Timer[] = [];
  let onLoad = () => {};
  let onPaint: ((names: string[]) => void) | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, o: unknown) => void) {
      onPaint = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
    }
    observe() {}
    disconnect() {
      onPaint = undefined;
    }
  }
  const element = () => ({}) as { src?: string; href?: string };
  const window: { PerformanceObserver: unknown; __codePreloads?: Promise<void> } = { PerformanceObserver };
  runInNewContext(codeLoader(['/assets/index.js'], ['/a.js', '/b.js', '/c.js']), {
    document: {
      readyState: 'interactive',
      createElement: element,
      head: {
        appendChild: (el: { src?: string; href?: string }) => added.push(el.src ?? `preload ${el.href}`),
      },
    },
    window,
    performance: {
      getEntriesByName: (name: string) => (paintedAlready && name === 'first-contentful-paint' ? [{}] : []),
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad = listener;
    },
    setTimeout: (run: (...args: unknown[]) => void, ms: number, ...args: unknown[]) =>
      timers.push({ run: () => run(...args), ms }),
  });
  return {
    added,
    /** Settles once the loader has added its last preload. */
    preloaded: window.__codePreloads!,
    load: () => onLoad(),
    paint: (...names: string[]) => onPaint?.(names),
    /** Runs the timers due after `ms` (0: the next tasks), including those they set in turn. */
    wait(ms: number) {
      for (let timer = timers.find((t) => t.ms <= ms); timer; timer = timers.find((t) => t.ms <= ms)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe('the code loader of a rendered page', () => {
  it('starts the code once the page has both loaded and painted its first content', () => {
    const page = browser();
    page.load();
    expect(page.added).toEqual([]);
    page.paint('first-paint');
    expect(page.added).toEqual([]);
    page.paint('first-contentful-paint');
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
    page.paint('first-contentful-paint');
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
