import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';

export const BRAND = 'Sakan';

/**
 * A page's heading and document title, both from one translation key (§1: the title comes from a
 * translation key). React 19 hoists the <title> into <head>.
 */
export function Page({
  title,
  lead,
  children,
  className,
}: {
  title: MessageDescriptor;
  lead?: MessageDescriptor;
  children?: ReactNode;
  className?: string;
}) {
  const { i18n } = useLingui();
  const text = i18n._(title);
  const brand = i18n._({ id: 'brand.name', message: 'Sakan' });
  return (
    <article className={`page${className ? ` ${className}` : ''}`}>
      <title>{`${text} · ${brand}`}</title>
      <header className="page-header">
        <h1>{text}</h1>
        {lead && <p className="page-lead">{i18n._(lead)}</p>}
      </header>
      {children}
    </article>
  );
}
