import { createFileRoute } from '@tanstack/react-router';
import { HomePage, preloadHomeParts } from '../../../features/content/components/HomePage';
import { serverRendered } from '#page-environment';

export const Route = createFileRoute('/$lang/_default/')({
  // Rendered by the browser, home paints its heading first and its parts as they arrive; hydrating
  // the server's markup, it waits for them so that none stays inert.
  loader: () => (serverRendered() ? preloadHomeParts().then(() => undefined) : undefined),
  component: HomePage,
});
