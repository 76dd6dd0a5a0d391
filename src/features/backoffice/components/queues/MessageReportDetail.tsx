import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../../components/layout/Page';
import { currentLocale } from '../../../../lib/i18n';
import { queueItemOptions } from '../../api/queues/query';
import { backofficeSchemas, schemaOf } from '../../api/schemas';
import { ConsoleThread } from './ConsoleThread';
import { HideRestoreKeep } from './HideRestoreKeep';
import { REPORT_REASONS } from './report-reasons';
import { BackToList, Facts, Moment } from './shared';

const schema = schemaOf(backofficeSchemas, 'MessageReportResponse');

/** One reported message: why and how often, its conversation, and hide (with a reason), restore or keep. */
export function MessageReportDetail({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const lang = currentLocale();
  const { data } = useSuspenseQuery(queueItemOptions('message-reports', lang, id, schema));
  const report = data.data.report;
  const { message } = report;
  return (
    <Page title={msg`Reported message`}>
      <BackToList queue="message-reports" />
      {message.text ? (
        <p className="queue-text" dir="auto">
          {message.text}
        </p>
      ) : (
        <p className="queue-text">{t`A photo`}</p>
      )}
      <Facts
        items={[
          [
            t`Unit`,
            <a key="u" href={`/${lang}/units/${report.unit.slug}`}>
              {report.unit.title}
            </a>,
          ],
          [t`Written by`, message.author || t`Sakan support`],
          [t`Written`, <Moment key="w" iso={message.created_at} />],
          [
            t`Why`,
            new Intl.ListFormat(lang).format(report.reasons.map((reason) => i18n._(REPORT_REASONS[reason]))),
          ],
          [t`Reports`, i18n.number(report.reports)],
          [t`Their notes`, report.notes.length > 0 ? report.notes.join(' / ') : null],
          [t`First reported`, <Moment key="f" iso={report.first_reported_at} />],
          [t`Why it is hidden`, message.hidden ? message.hidden_reason : null],
        ]}
      />
      <HideRestoreKeep
        queue="message-reports"
        id={id}
        hidden={message.hidden}
        waiting={report.waiting}
        words={{
          restore: {
            title: t`Show it again`,
            help: t`Both sides see the message again.`,
            submit: t`Show the message again`,
          },
          hide: {
            submit: t`Hide the message`,
            reasonHelp: t`Kept with the message and in the audit log; both sides then see that a message was removed.`,
          },
        }}
      />
      <ConsoleThread threadId={report.thread_id} reported={message.id} />
    </Page>
  );
}
