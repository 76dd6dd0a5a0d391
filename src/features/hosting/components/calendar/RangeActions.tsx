import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { HostNight } from '../../../../../contract/hosting-calendar';
import { SubmitButton } from '../../../../components/form/MutationForm';
import { Button } from '../../../../components/ui/Button';
import { Link } from '../../../../components/ui/Link';
import { Ltr } from '../../../../components/ui/Ltr';
import { formatStayDay } from '../../../../../contract/format';
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney } from '../../../../lib/money';
import { formatPlace } from '../../../../lib/numbers';
import { NumberInput } from '../../../../components/form/NumberInput';
import { toHalalas, toRiyals } from '../editor/money-input';
import { summarize } from './calendar-range';
import { CalendarEditForm, type EditResult } from './CalendarEditForm';
import type { NightRange } from './NightsCalendar';
import { useNightLabels } from './use-night-labels';

interface Props {
  unitId: number;
  range: NightRange;
  nights: HostNight[];
  onDone: (result: EditResult) => void;
  onClear: () => void;
}

/** What the selected nights hold, and what the host can do to all of them at once. */
export function RangeActions({ unitId, range, nights, onDone, onClear }: Props) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useNightLabels();
  const summary = summarize(nights);
  const [price, setPrice] = useState(() => summary.maxPrice || 0);
  const [minNights, setMinNights] = useState(() => nights[0]?.effective_min_nights ?? 1);
  const span = { first_night: range.first, last_night: range.last };
  const money = (minor: number) => formatMoney({ amount_minor: minor, currency: 'SAR' }, lang);
  const count = summary.count;
  const anyOwnPrice = nights.some((night) => night.rule === 'override');
  const anyOwnMin = nights.some((night) => night.min_nights !== null);
  const blockable = nights.some(
    (night) => !night.blocked && night.status !== 'booked' && night.status !== 'held',
  );
  const form = { unitId, onDone };
  const sources = formatPlace(summary.sources, lang);
  return (
    <section className="host-range" aria-labelledby="host-range-title">
      <h2 id="host-range-title">
        {range.first === range.last ? (
          formatStayDay(range.first, lang)
        ) : (
          <Trans>
            {formatStayDay(range.first, lang)} to {formatStayDay(range.last, lang)}
          </Trans>
        )}
      </h2>
      <p>
        <Plural value={count} zero="No nights" one="# night" other="# nights" />
        {' · '}
        {summary.minPrice === summary.maxPrice ? (
          <Ltr>{money(summary.minPrice)}</Ltr>
        ) : (
          <Trans>
            from <Ltr>{money(summary.minPrice)}</Ltr> to <Ltr>{money(summary.maxPrice)}</Ltr> a night
          </Trans>
        )}
      </p>
      <ul className="host-range-statuses">
        {Object.entries(summary.statuses).map(([status, n]) => (
          <li key={status} data-status={status}>
            {labels.status[status as keyof typeof labels.status]}: {n}
          </li>
        ))}
      </ul>
      {summary.stays.length > 0 && (
        <ul className="host-range-stays" aria-label={t`Guests’ stays in these nights`}>
          {summary.stays.map((stay) => (
            <li key={stay.code}>
              <Link to="/$lang/hosting/$" params={{ lang, _splat: `reservations/${stay.code}` }}>
                {stay.first_name} · <Ltr>{stay.code}</Ltr>
              </Link>{' '}
              ({labels.status[stay.status]})
            </li>
          ))}
        </ul>
      )}
      {sources && (
        <p>
          <Trans>Taken on: {sources}</Trans>
        </p>
      )}
      {summary.conflicts > 0 && (
        <p className="host-range-conflict" role="note">
          <Plural
            value={summary.conflicts}
            zero="No night is sold twice."
            one="# night is booked here and also taken on another site. Cancel one of the two bookings."
            other="# nights are booked here and also taken on another site. Cancel one of the two bookings."
          />
        </p>
      )}
      <div className="host-range-buttons">
        {blockable && (
          <CalendarEditForm {...form} body={() => ({ action: 'block', ...span })}>
            <SubmitButton block={false}>
              <Trans>Block these nights</Trans>
            </SubmitButton>
          </CalendarEditForm>
        )}
        {summary.blocked > 0 && (
          <CalendarEditForm {...form} body={() => ({ action: 'unblock', ...span })}>
            <SubmitButton block={false} variant="secondary">
              <Trans>Unblock these nights</Trans>
            </SubmitButton>
          </CalendarEditForm>
        )}
      </div>
      <CalendarEditForm
        {...form}
        className="host-calendar-form host-pair"
        body={() => ({ action: 'set_price', ...span, price_minor: price })}
      >
        <NumberInput
          name="price_minor"
          label={t`Price a night for these nights`}
          currency="SAR"
          min={1}
          value={toRiyals(price)}
          onChange={(value) => setPrice(toHalalas(value))}
        />
        <SubmitButton block={false}>
          <Trans>Set price</Trans>
        </SubmitButton>
      </CalendarEditForm>
      {anyOwnPrice && (
        <CalendarEditForm {...form} body={() => ({ action: 'clear_price', ...span })}>
          <SubmitButton block={false} variant="secondary">
            <Trans>Back to the usual price</Trans>
          </SubmitButton>
        </CalendarEditForm>
      )}
      <CalendarEditForm
        {...form}
        className="host-calendar-form host-pair"
        body={() => ({ action: 'set_min_nights', ...span, min_nights: minNights })}
      >
        <NumberInput
          name="min_nights"
          label={t`Shortest stay starting on these nights`}
          min={1}
          max={365}
          step={1}
          value={minNights}
          onChange={setMinNights}
        />
        <SubmitButton block={false}>
          <Trans>Set shortest stay</Trans>
        </SubmitButton>
      </CalendarEditForm>
      {anyOwnMin && (
        <CalendarEditForm {...form} body={() => ({ action: 'clear_min_nights', ...span })}>
          <SubmitButton block={false} variant="secondary">
            <Trans>Back to the usual shortest stay</Trans>
          </SubmitButton>
        </CalendarEditForm>
      )}
      <Button variant="secondary" onPress={onClear}>
        <Trans>Clear the selection</Trans>
      </Button>
    </section>
  );
}
