import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../../features/content/components/pages/ContactPage';

export const Route = createFileRoute('/$lang/_default/contact-us')({
  component: ContactPage,
});
