import { createFileRoute } from '@tanstack/react-router';
import { NewsletterLanding } from '../../../features/content/components/pages/NewsletterLanding';

/** Where the newsletter mails' confirm and unsubscribe links land (`?confirm=…` or `?unsubscribe=…`). */
const token = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{20,64}$/.test(value) ? value : undefined;

export const Route = createFileRoute('/$lang/_default/newsletter')({
  validateSearch: (search: Record<string, unknown>): { confirm?: string; unsubscribe?: string } => {
    const confirm = token(search.confirm);
    const unsubscribe = token(search.unsubscribe);
    return { ...(confirm ? { confirm } : {}), ...(unsubscribe ? { unsubscribe } : {}) };
  },
  component: NewsletterPage,
});

function NewsletterPage() {
  const search = Route.useSearch();
  return <NewsletterLanding {...search} />;
}
