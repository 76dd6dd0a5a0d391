import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { notFound, Navigate } from '@tanstack/react-router';
import { currentLocale } from '../../../lib/i18n';
import { consoleMeQueryOptions } from '../api/get-me';
import { CONSOLE_SECTIONS, opens } from './sections';

/**
 * The console section a path below /admin names. Bare /admin opens the first section the caller's
 * roles open (the section itself answers a caller who is not staff).
 */
export function ConsoleSections({ path, search }: { path: string; search: Record<string, unknown> }) {
  const lang = currentLocale();
  const [slug = '', ...rest] = path.replace(/\/+$/, '').split('/');
  const me = useQuery({ ...consoleMeQueryOptions(), enabled: slug === '' });
  if (slug === '') {
    if (me.isPending)
      return (
        <p role="status" className="page">
          <Trans>Opening the console…</Trans>
        </p>
      );
    const first =
      CONSOLE_SECTIONS.find((section) => opens(section, me.data?.roles ?? [])) ?? CONSOLE_SECTIONS[0];
    return <Navigate to="/$lang/admin/$" params={{ lang, _splat: first?.slug ?? '' }} replace />;
  }
  const section = CONSOLE_SECTIONS.find((candidate) => candidate.slug === slug);
  if (!section) throw notFound();
  return section.render(rest.join('/'), search);
}
