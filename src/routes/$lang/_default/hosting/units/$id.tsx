import { createFileRoute, notFound } from '@tanstack/react-router';
import { hostUnitQueryOptions } from '../../../../../features/hosting/api/get-unit';
import { HostingError } from '../../../../../features/hosting/components/HostingError';
import { EditorLoading } from '../../../../../features/hosting/components/editor/EditorLoading';
import { UnitEditor } from '../../../../../features/hosting/components/editor/UnitEditor';

/** A unit id is a whole number; anything else is a page that does not exist. */
const unitId = (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

export const Route = createFileRoute('/$lang/_default/hosting/units/$id')({
  loader: ({ context, params }) => {
    const id = unitId(params.id);
    if (id === null) throw notFound();
    return context.queryClient.ensureQueryData(hostUnitQueryOptions(id));
  },
  component: EditorPage,
  pendingComponent: EditorLoading,
  errorComponent: HostingError,
});

function EditorPage() {
  const { id } = Route.useParams();
  return <UnitEditor id={Number(id)} />;
}
