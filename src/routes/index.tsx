import { createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '../components/layout/DefaultLayout';
import { HomePage } from '../features/content/components/HomePage';

/** Spec, screens, routes and guards: the home page is also at the bare root, in the detected language. */
export const Route = createFileRoute('/')({
  component: BareHome,
});

function BareHome() {
  return (
    <DefaultLayout>
      <HomePage />
    </DefaultLayout>
  );
}
