import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { DocumentHead } from './DocumentHead';

export const BRAND = 'Sakan';

/**
 * A page's heading and document title, both from one translation key (spec, product: the title comes from a
 * translation key). Public pages pass their meta entry's search title and description (`seo`, read by
 * the route with usePageMeta): they then take over the document's head; the heading stays the
 * translated one. A layout component takes the meta as a prop rather than fetching it, so it depends
 * on no feature.
 */
export function Page({
  title,
  lead,
  children,
  className,
  seo,
}: {
  title: MessageDescriptor;
  /** The page's search title and description from its meta entry, once loaded (undefined until then). */
  seo?: { title: string; description: string } | undefined;
  lead?: MessageDescriptor;
  children?: ReactNode;
  className?: string;
}) {
  const { i18n } = useLingui();
  const text = i18n._(title);
  const brand = i18n._({ id: 'brand.name', message: 'Sakan' });
  return (
    <article className={`page${className ? ` ${className}` : ''}`}>
      <DocumentHead title={seo?.title ?? `${text} · ${brand}`} description={seo?.description} />
      <header className="page-header">
        <h1>{text}</h1>
        {lead && <p className="page-lead">{i18n._(lead)}</p>}
      </header>
      {children}
    </article>
  );
}
