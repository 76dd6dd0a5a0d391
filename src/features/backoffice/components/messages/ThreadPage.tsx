import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { formatCount } from '../../../../../contract/format';
import { Page } from '../../../../components/layout/Page';
import { Link } from '../../../../components/ui/Link';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { consoleThreadOptions } from '../../api/messages/get-thread';
import { ConsoleThread } from '../queues/ConsoleThread';
import { Facts } from '../queues/shared';
import { BackToMessages } from './ThreadStates';
import { SupportReply } from './SupportReply';
import { ThreadKind } from './ThreadKind';

/**
 * One guest–host conversation in the console: who and what it is about, every message (earlier ones a
 * press away) and the box to write in it as Sakan support.
 */
export function ThreadPage({ id }: { id: number }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const { data } = useSuspenseInfiniteQuery(consoleThreadOptions(lang, id));
  const thread = data.pages[0]!.thread;
  const unit = thread.unit.title;
  const person = (who: { name: string; email: string }) => (
    <>
      <bdi>{who.name || '—'}</bdi> · <Ltr>{who.email}</Ltr>
    </>
  );
  return (
    <Page title={msg`Conversation about ${unit}`}>
      <BackToMessages />
      <Facts
        items={[
          [t`About`, <ThreadKind key="k" thread={thread} />],
          [
            t`Unit`,
            <a key="u" href={`/${lang}/units/${thread.unit.slug}`}>
              {unit}
            </a>,
          ],
          [t`Guest`, person(thread.guest)],
          [t`Host`, person(thread.host)],
          [
            t`Reservation`,
            thread.stay ? (
              <Link key="r" to="/$lang/admin/$" params={{ lang, _splat: `reservations/${thread.stay.code}` }}>
                <Ltr>{thread.stay.code}</Ltr>
              </Link>
            ) : null,
          ],
          [t`Messages`, formatCount(thread.messages_count, lang)],
          [
            t`Reports waiting`,
            thread.reports_open > 0 ? (
              <Link key="w" to="/$lang/admin/$" params={{ lang, _splat: 'message-reports' }}>
                {formatCount(thread.reports_open, lang)}
              </Link>
            ) : null,
          ],
        ]}
      />
      <ConsoleThread threadId={id} />
      <SupportReply threadId={id} />
    </Page>
  );
}
