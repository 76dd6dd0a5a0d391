import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useErrorMessage } from '../../../lib/error-message';

/** "Download CSV": the same figures as a spreadsheet file, fetched with the caller's token. */
export function DownloadCsv({ download: fetchFile }: { download: () => Promise<void> }) {
  const { t } = useLingui();
  const messageOf = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await fetchFile();
    } catch (error) {
      setFailure(`${t`The CSV file couldn’t be downloaded.`} ${messageOf(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="earnings-download">
      <Button variant="secondary" isPending={busy} onPress={() => void download()}>
        <Trans>Download CSV</Trans>
      </Button>
      {failure && <p role="alert">{failure}</p>}
    </div>
  );
}
