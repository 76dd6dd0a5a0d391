import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundScreen } from '../components/layout/lazy-screens';
import { isLocale } from '../lib/locale';

/** Every page lives under /en or /ar (spec: screens, routes and guards); any other first segment is not a page. */
export const Route = createFileRoute('/$lang')({
  beforeLoad: ({ params }) => {
    if (!isLocale(params.lang)) throw notFound();
  },
  notFoundComponent: () => <NotFoundScreen />,
});
