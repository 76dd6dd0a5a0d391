import { describe, expect, it } from 'vitest';
import type { PageHints, ShellCode } from './hints';
import { renderPage, scriptSafeJson } from './shell';

/** The build's index.html in the shape Vite writes it (see index.html's shell-head comments). */
const SHELL = `<html lang="en" dir="ltr">
  <head>
    <!-- shell-head: what a rendered page's <title> replaces -->
    <title>Sakan</title>
    <meta
      name="description"
      content="Generic."
    />
    <!-- /shell-head -->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const CODE: ShellCode = {
  entry: 'assets/index-1.js',
  imports: ['assets/framework-2.js'],
  pageStart: 'assets/page-start-5.js',
};
const HINTS: PageHints = {
  locale: 'ar',
  modules: ['assets/listing-6.js'],
  later: ['assets/startup-4.js'],
  unitSlug: null,
};

describe('a rendered page', () => {
  const page = {
    html: '<title>Find a stay</title><meta name="description" content="Own."/><link rel="canonical" href="https://x/en/listing"/><main><h1>Find a stay</h1></main>',
    state: '{"queries":[]}',
  };
  const html = renderPage(SHELL, HINTS, null, page, CODE);
  const head = html.slice(0, html.indexOf('</head>'));

  it("puts the page's head elements in <head>, in place of the shell's title and description", () => {
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Find a stay</title>');
    expect(head).not.toContain('Generic.');
    expect(head).toContain('<link rel="canonical" href="https://x/en/listing"/>');
  });

  it('keeps the generic description when the page has none of its own', () => {
    const bare = renderPage(SHELL, HINTS, null, { ...page, html: '<title>T</title><main></main>' }, CODE);
    expect(bare).toContain('content="Generic."');
  });

  it('fills #root with the markup and follows it with the data', () => {
    expect(html).toContain(
      '<div id="root"><main><h1>Find a stay</h1></main></div><script id="ssr-state" type="application/json">{"queries":[]}</script>',
    );
  });

  it('loads the code through page-start instead of from <head>, keeping the stylesheet', () => {
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(html).not.toContain('modulepreload');
    expect(head).toContain('rel="stylesheet"');
    expect(head).toContain('<script type="module" async crossorigin src="/assets/page-start-5.js"></script>');
    const list = /<script id="page-code" type="application\/json">(.*?)<\/script>/.exec(head)?.[1] ?? '';
    // The entry's own modules first, then the page's, then what it loads once started.
    expect(JSON.parse(list)).toEqual({
      scripts: ['/assets/index-1.js'],
      modules: ['/assets/framework-2.js', '/assets/listing-6.js', '/assets/startup-4.js'],
    });
    // When it starts them: src/ssr/page-start.test.ts.
  });
});

describe('scriptSafeJson', () => {
  it('cannot close the script element it is written into', () => {
    const json = scriptSafeJson({ text: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });
});
