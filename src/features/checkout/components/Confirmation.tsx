import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useLocation, useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { User } from '../../../../contract/auth';
import type { UnitDetail } from '../../../../contract/units';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { PhoneField } from '../../../components/form-fields';
import { Link } from '../../../components/ui/Link';
import { TextField } from '../../../components/ui/TextField';
import { normalisePhone, useFieldRules } from '../../../lib/form-rules';
import { currentLocale } from '../../../lib/i18n';
import { useBookAndPay } from '../api/book-and-pay';
import { useQuote } from '../api/calculate-price';
import { guestQueryOptions } from '../api/get-guest';
import { unitQueryOptions } from '../api/get-unit';
import { stayOf } from '../search';
import { CoinsToggle } from './CoinsToggle';
import { PromoField } from './PromoField';
import { QuotePanel } from './QuotePanel';
import { StayCard } from './StayCard';
import { formatPlace } from '../../../lib/numbers';

const route = getRouteApi('/$lang/_default/confirmation/$slug');

/** confirmation/{slug}: the stay, the guest, a promo code, coins, the binding quote and Pay. */
export function Confirmation({ slug }: { slug: string }) {
  const lang = currentLocale();
  const search = route.useSearch();
  const stay = stayOf(search);
  const { data: unit } = useSuspenseQuery(unitQueryOptions(slug, lang));
  const { data: guest } = useSuspenseQuery(guestQueryOptions());
  if (!stay) {
    return (
      <div className="empty-state" role="alert">
        <p>
          <Trans>Your dates are missing or no longer valid. Choose them on the unit’s page first.</Trans>
        </p>
        <Link to="/$lang/units/$slug" params={{ lang, slug }} className="btn btn-primary">
          <Trans>Choose dates</Trans>
        </Link>
      </div>
    );
  }
  if (!guest.account_ready) return <CompleteProfileFirst />;
  return <Checkout unit={unit} guest={guest} stay={stay} />;
}

/** Booking needs a complete profile (a name and a mobile number); the profile page comes back here. */
function CompleteProfileFirst() {
  const lang = currentLocale();
  const here = useLocation({ select: (location) => location.href });
  return (
    <div className="empty-state" role="alert">
      <p>
        <Trans>
          Add your name and mobile number to your profile before booking. We’ll bring you back here.
        </Trans>
      </p>
      <Link
        to="/$lang/complete-profile"
        params={{ lang }}
        search={{ redirect: here }}
        className="btn btn-primary"
      >
        <Trans>Complete my profile</Trans>
      </Link>
    </div>
  );
}

type Stay = NonNullable<ReturnType<typeof stayOf>>;

function Checkout({ unit, guest, stay }: { unit: UnitDetail; guest: User; stay: Stay }) {
  const { t } = useLingui();
  const rules = useFieldRules();
  const router = useRouter();
  const [promo, setPromo] = useState<string | null>(null);
  const [useCoins, setUseCoins] = useState(false);
  const [name, setName] = useState(guest.name ?? '');
  const [email, setEmail] = useState(guest.email ?? '');
  const [phone, setPhone] = useState(guest.phone ?? '');
  const stayBody = { unit_id: unit.id, ...stay };
  const body = { ...stayBody, promo_code: promo, use_coins: useCoins };
  const bodyKey = JSON.stringify(body);
  // One Idempotency-Key per attempt: the same choices keep the key, so a retried Pay returns the same hold.
  const attemptKey = useMemo(() => `${bodyKey.length}-${crypto.randomUUID()}`, [bodyKey]);
  const quote = useQuote(body);
  const ready = quote.data && !quote.isPlaceholderData && quote.data.available;
  const book = useBookAndPay((_code, fields) => {
    if (fields.includes('promo_code')) setPromo(null);
  });
  const image = unit.images[0] ?? null;

  return (
    <MutationForm
      className="checkout-layout"
      mutation={book}
      variables={() => ({
        key: attemptKey,
        body: {
          ...body,
          quote_fingerprint: quote.data?.quote.fingerprint ?? '',
          guest: { name: name.trim(), email: email.trim(), phone: normalisePhone(phone.trim()) },
        },
      })}
      onSuccess={({ payment }) => {
        if (/^https?:\/\//.test(payment.redirect_url)) window.location.assign(payment.redirect_url);
        else router.history.push(payment.redirect_url);
      }}
    >
      <div className="checkout-main">
        <StayCard
          title={unit.title}
          place={formatPlace([unit.area, unit.city.name], currentLocale())}
          image={image}
          checkIn={stay.check_in}
          checkOut={stay.check_out}
          guests={stay.guests}
          checkInTime={unit.check_in_time}
        />
        <fieldset className="checkout-section">
          <legend>
            <Trans>Guest details</Trans>
          </legend>
          <TextField
            name="guest.name"
            label={t`Full name`}
            autoComplete="name"
            value={name}
            onChange={setName}
            validate={rules.name}
          />
          <TextField
            name="guest.email"
            type="email"
            label={t`Email`}
            autoComplete="email"
            value={email}
            onChange={setEmail}
            validate={rules.email}
          />
          <PhoneField name="guest.phone" value={phone} onChange={setPhone} />
        </fieldset>
        <fieldset className="checkout-section">
          <legend>
            <Trans>Discounts</Trans>
          </legend>
          <PromoField stay={stayBody} applied={promo} onApply={setPromo} />
          {quote.data && <CoinsToggle quote={quote.data.quote} on={useCoins} onChange={setUseCoins} />}
        </fieldset>
      </div>
      <aside className="booking-card checkout-aside">
        <h2 className="checkout-aside-title">
          <Trans>Your price</Trans>
        </h2>
        <QuotePanel query={quote} unitSlug={unit.slug} />
        <SubmitButton isDisabled={!ready}>
          <Trans>Pay</Trans>
        </SubmitButton>
        <p className="booking-note">
          <Trans>
            Prices are in Saudi riyals and include VAT. Your nights are held for 15 minutes while you pay.
          </Trans>
        </p>
      </aside>
    </MutationForm>
  );
}
