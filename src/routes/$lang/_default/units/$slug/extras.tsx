import { msg } from '@lingui/core/macro';
import { createFileRoute, useParams } from '@tanstack/react-router';
import { Page } from '../../../../../components/layout/Page';
import { unitExtrasQueryOptions } from '../../../../../features/units/api/get-extras';
import { unitQueryOptions } from '../../../../../features/units/api/get-unit';
import { parseExtrasSearch } from '../../../../../lib/stay-search';
import { UnitExtras } from '../../../../../features/units/components/extras/UnitExtras';
import { currentCurrency } from '../../../../../lib/currency';
import { currentLocale } from '../../../../../lib/i18n';
import { orNotFound } from '../../../../../lib/api-error';

export const Route = createFileRoute('/$lang/_default/units/$slug/extras')({
  validateSearch: parseExtrasSearch,
  // The extras are asked for by the unit's id, which the slug's answer gives (cached from the unit page).
  loader: async ({ context: { queryClient }, params }) => {
    const locale = currentLocale();
    const currency = currentCurrency();
    const unit = await orNotFound(
      queryClient.ensureQueryData(unitQueryOptions(params.slug, locale, currency)),
    );
    await queryClient.ensureQueryData(unitExtrasQueryOptions(unit.id, locale, currency));
  },
  component: UnitExtrasPage,
});

function UnitExtrasPage() {
  const { slug } = useParams({ from: '/$lang/_default/units/$slug/extras' });
  return (
    <Page title={msg({ id: 'page.unit-extras.title', message: 'Add extras to your stay' })}>
      <UnitExtras slug={slug} />
    </Page>
  );
}
