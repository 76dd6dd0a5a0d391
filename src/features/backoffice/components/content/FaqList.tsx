import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { AdminFaq } from '../../../../../contract/backoffice';
import { FAQ_CATEGORIES, type FaqCategory } from '../../../../../contract/content-pages';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Page } from '../../../../components/layout/Page';
import { Link } from '../../../../components/ui/Link';
import { currentLocale } from '../../../../lib/i18n';
import { faqsQueryOptions, useRemoveFaq, useReorderFaqs } from '../../api/content/faqs';
import { FAQ_CATEGORY_LABELS } from './labels';

export const FAQ_TITLE = msg`FAQ`;
export const FAQ_LEAD = msg`The questions on the FAQ page, in both languages, in the order guests see them.`;

/** Every question by category, in page order: move up or down, edit, remove; removed ones below. */
export function FaqList() {
  const { i18n } = useLingui();
  const lang = currentLocale();
  const { data: faqs } = useSuspenseQuery(faqsQueryOptions());
  const removed = faqs.filter((faq) => faq.removed);
  return (
    <Page title={FAQ_TITLE} lead={FAQ_LEAD}>
      <p>
        <Link to="/$lang/admin/$" params={{ lang, _splat: 'faq/new' }} className="btn btn-primary">
          <Trans>Add a question</Trans>
        </Link>
      </p>
      {FAQ_CATEGORIES.map((category) => (
        <section key={category} className="content-group" aria-labelledby={`faq-group-${category}`}>
          <h2 id={`faq-group-${category}`}>{i18n._(FAQ_CATEGORY_LABELS[category])}</h2>
          <Category category={category} items={faqs.filter((f) => f.category === category && !f.removed)} />
        </section>
      ))}
      {removed.length > 0 && (
        <section className="content-group" aria-labelledby="faq-removed">
          <h2 id="faq-removed">
            <Trans>Removed questions</Trans>
          </h2>
          <p className="field-description">
            <Trans>Not on the page. Open one to restore a version of it.</Trans>
          </p>
          <ul className="content-rows">
            {removed.map((faq) => (
              <li key={faq.id} className="content-row">
                <Questions faq={faq} />
                <Link to="/$lang/admin/$" params={{ lang, _splat: `faq/${faq.id}` }}>
                  <Trans>Open</Trans>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}

function Questions({ faq }: { faq: AdminFaq }) {
  return (
    <div className="content-row-text">
      <span lang="en" dir="ltr">
        {faq.question_en}
      </span>
      <span lang="ar" dir="rtl">
        {faq.question_ar}
      </span>
    </div>
  );
}

function Category({ category, items }: { category: FaqCategory; items: AdminFaq[] }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const reorder = useReorderFaqs();
  const remove = useRemoveFaq();
  const ids = items.map((faq) => faq.id);
  /** The category's order with the question at `from` swapped with its neighbour. */
  const moved = (from: number, by: -1 | 1) => {
    const next = [...ids];
    [next[from], next[from + by]] = [next[from + by] as number, next[from] as number];
    return { category, ids: next };
  };
  if (items.length === 0)
    return (
      <p className="field-description">
        <Trans>No questions in this category.</Trans>
      </p>
    );
  return (
    <ol className="content-rows">
      {items.map((faq, index) => {
        const q = lang === 'ar' ? faq.question_ar : faq.question_en;
        return (
          <li key={faq.id} className="content-row">
            <Questions faq={faq} />
            <div className="content-row-actions">
              <Link
                to="/$lang/admin/$"
                params={{ lang, _splat: `faq/${faq.id}` }}
                className="btn btn-secondary"
              >
                {t`Edit`}
                <span className="visually-hidden"> {q}</span>
              </Link>
              {index > 0 && (
                <MutationForm
                  className="content-inline-form"
                  mutation={reorder}
                  variables={() => moved(index, -1)}
                >
                  <SubmitButton block={false} variant="ghost" aria-label={t`Move up: ${q}`}>
                    ↑
                  </SubmitButton>
                </MutationForm>
              )}
              {index < items.length - 1 && (
                <MutationForm
                  className="content-inline-form"
                  mutation={reorder}
                  variables={() => moved(index, 1)}
                >
                  <SubmitButton block={false} variant="ghost" aria-label={t`Move down: ${q}`}>
                    ↓
                  </SubmitButton>
                </MutationForm>
              )}
              <MutationForm className="content-inline-form" mutation={remove} variables={() => faq.id}>
                <SubmitButton block={false} variant="ghost" aria-label={t`Remove: ${q}`}>
                  {t`Remove`}
                </SubmitButton>
              </MutationForm>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
