import { createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '../../components/layout/DefaultLayout';
import { NotFoundScreen } from '../../components/layout/lazy-screens';

export const Route = createFileRoute('/$lang/_default')({
  component: DefaultLayout,
  notFoundComponent: () => <NotFoundScreen inLayout />,
});
