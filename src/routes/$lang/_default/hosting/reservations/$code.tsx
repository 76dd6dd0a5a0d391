import { createFileRoute } from '@tanstack/react-router';
import { stayQueryOptions } from '../../../../../features/hosting/api/get-stay';
import { HostingStaysError } from '../../../../../features/hosting/components/HostingStaysError';
import { HostStayPage } from '../../../../../features/hosting/components/pages';
import { currentLocale } from '../../../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/hosting/reservations/$code')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(stayQueryOptions(currentLocale(), params.code)),
  component: StayRoute,
  errorComponent: HostingStaysError,
});

function StayRoute() {
  return <HostStayPage code={Route.useParams().code} />;
}
