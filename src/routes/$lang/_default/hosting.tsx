import { createFileRoute } from '@tanstack/react-router';
import { HostingLayout } from '../../../features/hosting/components/HostingLayout';

/**
 * /hosting and below: the host's sections, or the explainer for everyone else (HostingLayout decides
 * from /hosting/submissions). No loader: a signed-out visitor needs no request, and the layout shows
 * its own loading, offline and error states so the explainer is never replaced by an error screen.
 * The component is split into its own chunk by the router plugin; nothing of it reaches guest pages.
 */
export const Route = createFileRoute('/$lang/_default/hosting')({
  component: HostingLayout,
});
