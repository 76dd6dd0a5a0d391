import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';

/** The default layout (§2): site header, the page, and the footer. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="layout layout-default">
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
