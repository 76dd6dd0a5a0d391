import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DefaultLayout } from './DefaultLayout';
import { ErrorScreen } from './ErrorScreen';

/** Spec, screens, routes and guards, error catalogue: an unmatched route is a non-fatal 404, logged to the console and shown in the default layout. */
export function NotFoundScreen({ inLayout = false }: { inLayout?: boolean }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  useEffect(() => {
    console.warn(`Page Not Found: ${pathname}`);
  }, [pathname]);
  // Inside the default layout already (a page said not found): don't wrap it twice.
  if (inLayout) return <ErrorScreen status={404} />;
  return (
    <DefaultLayout>
      <ErrorScreen status={404} />
    </DefaultLayout>
  );
}
