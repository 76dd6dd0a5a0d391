import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Ltr } from '../../../../components/ui/Ltr';

/**
 * The ten recovery codes, shown this once: to copy or to save as a text file. Nothing is kept on the
 * device; leaving this page loses them (a new set is had from the console's "Your second factor").
 */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  /** The last button's words; by default the set-up's "…open the console". */
  doneLabel?: string;
}) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = `${t`Sakan staff recovery codes (each works once):`}\n${codes.join('\n')}\n`;
  return (
    <section className="console-card" aria-labelledby="recovery-title">
      <h2 id="recovery-title">
        <Trans>Your recovery codes</Trans>
      </h2>
      <p>
        <Trans>
          If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep
          them somewhere safe: this is the only time they are shown.
        </Trans>
      </p>
      <ol className="console-codes">
        {codes.map((code) => (
          <li key={code}>
            <Ltr>{code}</Ltr>
          </li>
        ))}
      </ol>
      <div className="console-actions">
        <Button
          variant="secondary"
          onPress={() =>
            void navigator.clipboard.writeText(text).then(
              () => setCopied('yes'),
              () => setCopied('failed'),
            )
          }
        >
          <Trans>Copy the codes</Trans>
        </Button>
        <Button variant="secondary" onPress={() => download(text)}>
          <Trans>Download as a text file</Trans>
        </Button>
        <Button onPress={onDone}>{doneLabel ?? <Trans>I have saved them, open the console</Trans>}</Button>
      </div>
      <p role="status" className="field-description">
        {copied === 'yes' && <Trans>Copied.</Trans>}
        {copied === 'failed' && <Trans>Couldn’t copy here. Select the codes or download the file.</Trans>}
      </p>
    </section>
  );
}

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'sakan-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}
