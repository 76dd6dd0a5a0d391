import { createFileRoute, notFound } from '@tanstack/react-router';
import { HostPage } from '../../../../../features/hosting/components/HostPage';
import { HostingError } from '../../../../../features/hosting/components/HostingError';
import { EditorLoading } from '../../../../../features/hosting/components/editor/EditorLoading';
import { UnitEditor } from '../../../../../features/hosting/components/editor/UnitEditor';

/** A unit id is a whole number; anything else is a page that does not exist. */
const unitId = (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

export const Route = createFileRoute('/$lang/_default/hosting/units/$id')({
  component: EditorPage,
});

function EditorPage() {
  const id = unitId(Route.useParams().id);
  if (id === null) throw notFound();
  return (
    <HostPage loading={<EditorLoading />} error={HostingError}>
      <UnitEditor id={id} />
    </HostPage>
  );
}
