import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { MetaPage } from '../../../contract/content';
import { usePageMeta } from '../../features/content/api/get-meta';
import { DocumentHead } from './DocumentHead';

export const BRAND = 'Sakan';

/**
 * A page's heading and document title, both from one translation key (§1: the title comes from a
 * translation key). Public pages name their meta entry: its search title and description then take
 * over the document's head (the issue's SEO rule); the heading stays the translated one.
 */
export function Page({
  title,
  lead,
  children,
  className,
  meta,
  seo,
}: {
  title: MessageDescriptor;
  /** The meta endpoint's page key: its title and description replace the heading's once loaded. */
  meta?: MetaPage;
  /** Search title and description a page already has (e.g. from a meta call that brings more). */
  seo?: { title: string; description: string };
  lead?: MessageDescriptor;
  children?: ReactNode;
  className?: string;
}) {
  const { i18n } = useLingui();
  const text = i18n._(title);
  const brand = i18n._({ id: 'brand.name', message: 'Sakan' });
  const head = usePageMeta(meta) ?? seo;
  return (
    <article className={`page${className ? ` ${className}` : ''}`}>
      <DocumentHead title={head?.title ?? `${text} · ${brand}`} description={head?.description} />
      <header className="page-header">
        <h1>{text}</h1>
        {lead && <p className="page-lead">{i18n._(lead)}</p>}
      </header>
      {children}
    </article>
  );
}
