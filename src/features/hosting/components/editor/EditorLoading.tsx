import { Trans } from '@lingui/react/macro';

/** The editor while its unit loads: says so, in the page's place. */
export function EditorLoading() {
  return (
    <div className="page">
      <p role="status">
        <Trans>Loading your unit…</Trans>
      </p>
    </div>
  );
}
