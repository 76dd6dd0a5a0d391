import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_default/units/$slug/')({
  component: UnitPage,
});

function UnitPage() {
  return <Page title={msg({ id: 'page.unit.title', message: 'Unit details' })} />;
}
