import { Outlet } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';

/** The default layout (spec: screens, routes and guards): site header, the page, and the footer. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="layout layout-default">
      {/* Boundaries of their own, so a server-rendered page hydrates them apart from the page, in
          shorter tasks (see Island). Plain ones, not islands: Island's code stays out of the first
          load of the pages the browser renders itself, which is already at its budget. */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id="main" className="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
