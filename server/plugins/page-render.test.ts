import { describe, expect, it } from 'vitest';
import { isRenderedPage, scriptSafeJson, withPage } from './page-render';

const SHELL = `<html lang="en" dir="ltr">
  <head>
    <title>Sakan</title>
    <meta
      name="description"
      content="Generic."
    />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('withPage', () => {
  const page = {
    html: '<title>Find a stay</title><meta name="description" content="Own."/><link rel="canonical" href="https://x/en/listing"/><main><h1>Find a stay</h1></main>',
    state: '{"queries":[]}',
  };
  const html = withPage(SHELL, page, ['assets/startup-4.js']);
  const head = html.slice(0, html.indexOf('</head>'));

  it("puts the page's head elements in <head>, in place of the shell's title and description", () => {
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Find a stay</title>');
    expect(head).not.toContain('Generic.');
    expect(head).toContain('<link rel="canonical" href="https://x/en/listing"/>');
  });

  it('fills #root with the markup and follows it with the data', () => {
    expect(html).toContain(
      '<div id="root"><main><h1>Find a stay</h1></main></div><script id="ssr-state" type="application/json">{"queries":[]}</script>',
    );
  });

  it('loads the code after the page instead of from <head>, keeping the stylesheet', () => {
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('rel="stylesheet"');
    const loader = /<script>(.*)<\/script>/.exec(html.slice(html.indexOf('ssr-state')))?.[1] ?? '';
    expect(loader).toContain('"/assets/index-1.js"');
    // The page's own modules first, then what it loads once started.
    expect(loader).toContain('["/assets/framework-2.js","/assets/startup-4.js"]');
    // When it starts them: code-loader.test.ts.
  });
});

describe('scriptSafeJson', () => {
  it('cannot close the script element it is written into', () => {
    const json = scriptSafeJson({ text: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });
});

describe('isRenderedPage', () => {
  it('renders the public catalogue pages in either language', () => {
    for (const path of [
      '/en',
      '/ar/listing',
      '/en/units/riyadh-villa-001',
      '/ar/investment-units',
      '/en/investment-units/x-1',
    ])
      expect(isRenderedPage(path), path).toBe(true);
  });

  it('leaves personal, form and unprefixed pages to the browser', () => {
    for (const path of [
      '/',
      '/listing',
      '/en/account',
      '/en/sign-in',
      '/en/units/x/extras',
      '/ar/confirmation/x',
    ])
      expect(isRenderedPage(path), path).toBe(false);
  });
});
