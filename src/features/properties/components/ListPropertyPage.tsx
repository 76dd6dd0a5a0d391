import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../../components/layout/Page';
import { ListPropertyForm } from './ListPropertyForm';
import { usePageMeta } from '../../content';

export function ListPropertyPage() {
  return (
    <Page
      seo={usePageMeta('list-property')}
      className="list-property-page"
      title={msg({ id: 'page.list-property.title', message: 'List your property' })}
      lead={msg({
        id: 'page.list-property.lead',
        message: 'Earn from your home or apartment by hosting guests on Sakan.',
      })}
    >
      <ol className="steps">
        <li>
          <Trans>Tell us about your place and add a few photos.</Trans>
        </li>
        <li>
          <Trans>Our team calls you within three working days and visits the property.</Trans>
        </li>
        <li>
          <Trans>Once approved, your place is listed and you are paid after each stay.</Trans>
        </li>
      </ol>
      <ListPropertyForm />
    </Page>
  );
}
