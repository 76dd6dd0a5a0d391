import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_default/units/$slug/extras')({
  component: UnitExtrasPage,
});

function UnitExtrasPage() {
  return <Page title={msg({ id: 'page.unit-extras.title', message: 'Add extras to your stay' })} />;
}
