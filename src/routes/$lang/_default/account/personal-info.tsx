import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../components/layout/Page';

export const Route = createFileRoute('/$lang/_default/account/personal-info')({
  component: PersonalInfoPage,
});

function PersonalInfoPage() {
  return (
    <Page
      title={msg({ id: 'page.personal-info.title', message: 'Personal information' })}
      lead={msg({
        id: 'page.personal-info.lead',
        message: 'Keep your name, email and phone number up to date.',
      })}
    />
  );
}
