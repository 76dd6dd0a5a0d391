import { notFound, Navigate } from '@tanstack/react-router';
import { SectionPage as ConsoleSection } from '../../../components/layout/SectionPage';
import { currentLocale } from '../../../lib/i18n';
import { ConflictsLoading, ConflictsPage } from './ConflictsPage';
import { ConsoleError } from './ConsoleError';

/** `?page=` as a whole page number, 1 when absent or malformed. */
const pageOf = (value: unknown) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
};

/** The console section a path below /admin names; the console opens on its first section. */
export function ConsoleSections({ path, search }: { path: string; search: Record<string, unknown> }) {
  const lang = currentLocale();
  const section = path.replace(/\/+$/, '');
  if (section === '')
    return <Navigate to="/$lang/admin/$" params={{ lang, _splat: 'calendar-conflicts' }} replace />;
  if (section === 'calendar-conflicts')
    return (
      <ConsoleSection loading={<ConflictsLoading />} error={ConsoleError}>
        <ConflictsPage page={pageOf(search.page)} />
      </ConsoleSection>
    );
  throw notFound();
}
