import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../../components/ui/Button';
import { shareLink, type ShareNavigator } from './share-link';

/**
 * Shares the unit page: its address without the chosen dates and guests, which are the visitor's own
 * (whoever opens the link picks theirs). A copied link is confirmed with a toast; the share sheet
 * speaks for itself.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useLingui();
  const onPress = async () => {
    const url = `${window.location.origin}${window.location.pathname}`;
    const outcome = await shareLink({ title, url }, navigator as ShareNavigator);
    if (outcome !== 'copied' && outcome !== 'failed') return;
    const { toast } = await import('../../../../components/ui/toast-queue');
    if (outcome === 'copied') toast.success(t`Link copied`);
    else toast.error(t`The link could not be copied. Copy it from the address bar.`);
  };
  return (
    <Button variant="secondary" className="share-button" onPress={() => void onPress()}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 3v12M7 8l5-5 5 5M5 13v7h14v-7" />
      </svg>
      <Trans>Share</Trans>
    </Button>
  );
}
