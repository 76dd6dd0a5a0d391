import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/layout/Page';
import { usePageMeta } from '../../../features/content';

export const Route = createFileRoute('/$lang/_default/list-property')({
  component: ListPropertyPage,
});

function ListPropertyPage() {
  return (
    <Page
      seo={usePageMeta('list-property')}
      title={msg({ id: 'page.list-property.title', message: 'List your property' })}
      lead={msg({
        id: 'page.list-property.lead',
        message: 'Earn from your home or apartment by hosting guests on Sakan.',
      })}
    />
  );
}
