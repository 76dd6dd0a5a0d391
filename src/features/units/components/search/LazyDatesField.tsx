import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { currentLocale } from '../../../../lib/i18n';
import { formatDate } from '../../../../lib/dates';
import type { DateRangeValue } from './DatesField';

const DatesField = lazy(() => import('./DatesField'));

/**
 * The date range field as a plain button until the visitor reaches for it: the picker's segments and
 * calendar are the heaviest thing on the page to render, and most visitors never open them. Pressing
 * the button loads the real field and opens its calendar at once.
 */
export function LazyDatesField({
  value,
  onChange,
}: {
  value: DateRangeValue;
  onChange: (next: DateRangeValue) => void;
}) {
  const { t } = useLingui();
  const lang = currentLocale();
  const [active, setActive] = useState(false);
  const labelId = useId();
  const textId = useId();
  const placeholder = (
    <div className="field dates-field">
      <span className="field-label" id={labelId}>
        {t`Dates`}
      </span>
      <Button
        className="field-input dates-trigger"
        aria-labelledby={`${labelId} ${textId}`}
        onPress={() => setActive(true)}
      >
        <span id={textId}>
          {value.check_in && value.check_out
            ? `${formatDate(value.check_in, lang)} – ${formatDate(value.check_out, lang)}`
            : t`Choose dates`}
        </span>
        <span aria-hidden="true">▾</span>
      </Button>
    </div>
  );
  if (!active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DatesField value={value} onChange={onChange} defaultOpen />
    </Suspense>
  );
}
