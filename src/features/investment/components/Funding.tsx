import { useLingui } from '@lingui/react/macro';
import { ProgressBar } from 'react-aria-components';

/** How much of the unit is sold, as a react-aria progress bar (announced with its value). */
export function Funding({ percent }: { percent: number }) {
  const { t } = useLingui();
  return (
    <ProgressBar className="funding" value={percent} aria-label={t`Funded`}>
      {({ valueText }) => (
        <>
          <span className="funding-text">{t`${valueText} funded`}</span>
          <span className="funding-track">
            <span className="funding-fill" style={{ inlineSize: `${percent}%` }} />
          </span>
        </>
      )}
    </ProgressBar>
  );
}
