import { createFileRoute } from '@tanstack/react-router';
import { categoriesQueryOptions, citiesQueryOptions } from '../../../features/content';
import { ListPropertyPage } from '../../../features/properties/components/ListPropertyPage';
import { currentLocale } from '../../../lib/i18n';

export const Route = createFileRoute('/$lang/_default/list-property')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(citiesQueryOptions(currentLocale())),
      context.queryClient.ensureQueryData(categoriesQueryOptions(currentLocale())),
    ]),
  component: ListPropertyPage,
});
