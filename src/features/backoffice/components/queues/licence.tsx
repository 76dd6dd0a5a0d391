import { Trans } from '@lingui/react/macro';
import { formatStayDay } from '../../../../../contract/format';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';

/** A unit's licence: its number and expiry, flagged when missing where required or already expired. */
export function Licence({
  number,
  expires,
  required,
}: {
  number: string | null;
  expires: string | null;
  required: boolean;
}) {
  const lang = currentLocale();
  if (!number)
    return required ? (
      <span className="queue-licence-expired">
        <Trans>Missing, and this country requires one</Trans>
      </span>
    ) : (
      <Trans>None (not required here)</Trans>
    );
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <Ltr>{number}</Ltr>
      {expires && (
        <>
          <br />
          {expires < today ? (
            <span className="queue-licence-expired">
              <Trans>Expired on {formatStayDay(expires, lang)}</Trans>
            </span>
          ) : (
            <Trans>Valid until {formatStayDay(expires, lang)}</Trans>
          )}
        </>
      )}
    </>
  );
}
