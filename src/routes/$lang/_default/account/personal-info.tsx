import { msg } from '@lingui/core/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';
import { profileQueryOptions } from '../../../../features/account/api/get-profile';
import { PersonalInfoForm } from '../../../../features/account/components/PersonalInfoForm';
import { ACCOUNT_KEPT_OFFLINE } from '../../../../features/account/offline-copy';

export const Route = createFileRoute('/$lang/_default/account/personal-info')({
  staticData: { offline: ACCOUNT_KEPT_OFFLINE },
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  component: PersonalInfoPage,
});

function PersonalInfoPage() {
  const { data: user } = useSuspenseQuery(profileQueryOptions());
  return (
    <Page
      title={msg({ id: 'page.personal-info.title', message: 'Personal information' })}
      lead={msg({
        id: 'page.personal-info.lead',
        message: 'Keep your name, email and phone number up to date.',
      })}
    >
      <PersonalInfoForm user={user} />
    </Page>
  );
}
