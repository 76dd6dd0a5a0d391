import { Trans } from '@lingui/react/macro';
import type { ConsoleThreadItem } from '../../../../../contract/messages';
import { formatStayDay } from '../../../../../contract/format';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';

/** What a thread is about: a stay (its code and nights) or a question before booking. */
export function ThreadKind({ thread }: { thread: Pick<ConsoleThreadItem, 'stay'> }) {
  const lang = currentLocale();
  const { stay } = thread;
  if (!stay) return <Trans>A question before booking</Trans>;
  const code = stay.code;
  const from = formatStayDay(stay.check_in, lang);
  const to = formatStayDay(stay.check_out, lang);
  return (
    <Trans>
      Stay <Ltr className="console-code">{code}</Ltr>: {from} to {to}
    </Trans>
  );
}
