import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { cpuBlockingTime } from './web-cpu';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const killChromes = () => chromeLauncher.killAll();

export interface Sample {
  lcp: number;
  tbt: number;
  /** TBT's formula over the main thread's CPU time per task (web-cpu.ts); a diagnostic, not the goal. */
  cpuTbt: number | null;
  cls: number;
  fcp: number;
  /** Transfer bytes of every script the page loaded (resource-summary). */
  jsBytes: number;
  /**
   * Frames the compositor drew during the trace (each is one of its screenshots). Each costs the host
   * CPU while the page's code runs; a page that keeps redrawing with nothing changing shows up here.
   */
  frames: number;
  lhr: Result;
}

async function withChrome<T>(use: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    // web.ts stops the server and then calls killChromes on Ctrl+C, instead of chrome-launcher exiting at once.
    handleSIGINT: false,
  });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
  }
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`${lhr.finalDisplayedUrl}: no value for ${audit}`);
  return value;
}

function scriptBytes(lhr: Result): number {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') throw new Error(`${lhr.finalDisplayedUrl}: no resource-summary table`);
  const row = details.items.find((item) => item.resourceType === 'script');
  return typeof row?.transferSize === 'number' ? row.transferSize : 0;
}

/**
 * One Lighthouse run with the default settings: mobile emulation, simulated throttling, and storage and
 * cache cleared first. A new Chrome (with a new temporary profile) per run makes every run a first visit,
 * service worker included.
 */
export function measure(url: string): Promise<Sample> {
  return withChrome(async (port) => {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cpuTbt: cpuBlockingTime(artifacts.Trace.traceEvents),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      fcp: numeric(lhr, 'first-contentful-paint'),
      jsBytes: scriptBytes(lhr),
      frames: artifacts.Trace.traceEvents.filter((event) => event.name === 'Screenshot').length,
      lhr,
    };
  });
}

/**
 * Opens every page once in the same mobile viewport before measuring, so the first measured run does not
 * pay for the server's first request of each route (schema compilation, cold queries).
 */
export function warmUp(urls: string[]): Promise<void> {
  return withChrome(async (port) => {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
    try {
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
      for (const url of urls) {
        const response = await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
        if (!response?.ok()) throw new Error(`${url}: HTTP ${response?.status() ?? 'no response'}`);
      }
    } finally {
      await browser.disconnect();
    }
  });
}
