import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { formatMoney, formatStayDay } from '../../../../../contract/format';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Page } from '../../../../components/layout/Page';
import { Link } from '../../../../components/ui/Link';
import { Ltr } from '../../../../components/ui/Ltr';
import { Pager } from '../../../../components/ui/Pager';
import { currentLocale } from '../../../../lib/i18n';
import {
  promoQueryOptions,
  redemptionsQueryOptions,
  useCreatePromo,
  useEditPromo,
  usePausePromo,
} from '../../api/content/promos';
import { PROMO_STATUS_LABELS } from './labels';
import { PromoForm } from './PromoForm';
import { discountOf, PROMOS_LEAD, PROMOS_TITLE } from './PromoList';

const BackToList = () => (
  <p>
    <Link to="/$lang/admin/$" params={{ lang: currentLocale(), _splat: 'promo-codes' }}>
      <Trans>All promo codes</Trans>
    </Link>
  </p>
);

/** /admin/promo-codes/new */
export function PromoCreate() {
  const lang = currentLocale();
  const navigate = useNavigate();
  const create = useCreatePromo();
  return (
    <Page title={PROMOS_TITLE} lead={PROMOS_LEAD}>
      <BackToList />
      <PromoForm
        promo={null}
        mutation={create}
        onSaved={(promo) =>
          void navigate({ to: '/$lang/admin/$', params: { lang, _splat: `promo-codes/${promo.id}` } })
        }
      />
    </Page>
  );
}

/** /admin/promo-codes/<id>: the code's state, pause or resume, its limits and who used it. */
export function PromoDetail({ id, page }: { id: number; page: number }) {
  const { t, i18n } = useLingui();
  const { data: promo } = useSuspenseQuery(promoQueryOptions(id));
  const edit = useEditPromo(id);
  const pause = usePausePromo(id);
  const paused = promo.status === 'paused';
  return (
    <Page title={PROMOS_TITLE} lead={PROMOS_LEAD}>
      <BackToList />
      <section className="content-group" aria-labelledby="promo-code">
        <h2 id="promo-code">
          <Ltr>{promo.code}</Ltr>
        </h2>
        <p>
          <span className={`content-status content-status-${promo.status}`}>
            {i18n._(PROMO_STATUS_LABELS[promo.status])}
          </span>{' '}
          · {t`${discountOf(promo, currentLocale())} off`} ·{' '}
          {promo.max_uses === null
            ? t({ message: plural(promo.uses, { one: 'Used once', other: 'Used # times' }) })
            : t({
                message: plural(promo.max_uses, {
                  one: `Used ${promo.uses} of # time`,
                  other: `Used ${promo.uses} of # times`,
                }),
              })}
        </p>
        <MutationForm className="content-inline-form" mutation={pause} variables={() => !paused}>
          <SubmitButton block={false} variant="secondary">
            {paused ? <Trans>Resume the code</Trans> : <Trans>Pause the code</Trans>}
          </SubmitButton>
        </MutationForm>
        <p className="field-description">
          {paused ? (
            <Trans>Paused: checkout refuses it until it is resumed.</Trans>
          ) : (
            <Trans>Pausing stops new uses at once; stays already booked keep their discount.</Trans>
          )}
        </p>
      </section>
      <section className="content-group" aria-labelledby="promo-limits">
        <h2 id="promo-limits">
          <Trans>Limits</Trans>
        </h2>
        <PromoForm key={JSON.stringify(promo)} promo={promo} mutation={edit} />
      </section>
      <Redemptions id={id} page={page} />
    </Page>
  );
}

function Redemptions({ id, page }: { id: number; page: number }) {
  const { t, i18n } = useLingui();
  const lang = currentLocale();
  const list = useQuery(redemptionsQueryOptions(id, page, lang));
  if (list.error) throw list.error;
  return (
    // Not a landmark of its own: the table's scrolling region below carries the name.
    <section className="content-group">
      <h2>
        <Trans>Redemptions</Trans>
      </h2>
      {!list.data ? (
        <p role="status">
          <Trans>Loading who used the code…</Trans>
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="empty-state" role="status">
          <Trans>Nobody has used this code yet.</Trans>
        </p>
      ) : (
        <div className="console-table-wrap" role="region" aria-label={t`Redemptions`} tabIndex={0}>
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t`Guest`}</th>
                <th scope="col">{t`Stay`}</th>
                <th scope="col">{t`Discount`}</th>
                <th scope="col">{t`Used on`}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    {item.guest.name}
                    <br />
                    <Ltr>{item.guest.email}</Ltr>
                  </td>
                  <td>
                    <Ltr>{item.reservation.code}</Ltr> · {item.reservation.unit_title}
                    <br />
                    <Trans>
                      {formatStayDay(item.reservation.check_in, lang)} to{' '}
                      {formatStayDay(item.reservation.check_out, lang)}
                    </Trans>
                  </td>
                  <td>{formatMoney(item.discount, lang)}</td>
                  <td>
                    {i18n.date(new Date(item.redeemed_at), { dateStyle: 'medium', timeStyle: 'short' })}
                    {item.released_at && (
                      <>
                        <br />
                        <span className="field-description">{t`Given back: the hold ended unpaid`}</span>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && <Pager page={list.data.pagination.page} last={list.data.pagination.last_page} />}
    </section>
  );
}
