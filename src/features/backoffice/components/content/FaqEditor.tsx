import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import type { AdminFaq, FaqBody } from '../../../../../contract/backoffice';
import { FAQ_CATEGORIES, type FaqCategory } from '../../../../../contract/content-pages';
import { cleanLine, cleanText } from '../../../../../contract/page-text';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Page } from '../../../../components/layout/Page';
import { Link } from '../../../../components/ui/Link';
import { Select } from '../../../../components/ui/Select';
import { currentLocale } from '../../../../lib/i18n';
import { FaqItem } from './guest-previews';
import { faqsQueryOptions, faqVersionsQueryOptions, useRestoreFaq, useSaveFaq } from '../../api/content/faqs';
import { BilingualText, type Lang } from './Bilingual';
import { FAQ_LEAD, FAQ_TITLE } from './FaqList';
import { FAQ_CATEGORY_LABELS } from './labels';
import { PreviewTabs } from './PreviewTabs';
import { Versions } from './Versions';

const EMPTY: FaqBody = {
  category: 'booking',
  question_en: '',
  question_ar: '',
  answer_en: '',
  answer_ar: '',
};
const bodyOf = (faq: AdminFaq): FaqBody => ({
  category: faq.category,
  question_en: faq.question_en,
  question_ar: faq.question_ar,
  answer_en: faq.answer_en,
  answer_ar: faq.answer_ar,
});

/** /admin/faq/new or /admin/faq/<id>: one question in both languages, its preview and its versions. */
export function FaqEditor({ id }: { id: number | null }) {
  const lang = currentLocale();
  const { data: faqs } = useSuspenseQuery(faqsQueryOptions());
  const faq = id === null ? null : (faqs.find((item) => item.id === id) ?? null);
  if (id !== null && !faq)
    return (
      <Page title={FAQ_TITLE}>
        <p className="empty-state" role="status">
          <Trans>This question doesn’t exist.</Trans>{' '}
          <Link to="/$lang/admin/$" params={{ lang, _splat: 'faq' }}>
            <Trans>Back to the FAQ</Trans>
          </Link>
        </p>
      </Page>
    );
  // A new version (a save or a restore elsewhere) starts the form afresh from what is saved.
  return <FaqForm key={`${id}:${faq?.version}`} faq={faq} />;
}

function FaqForm({ faq }: { faq: AdminFaq | null }) {
  const { t, i18n } = useLingui();
  const lang = currentLocale();
  const navigate = useNavigate();
  const save = useSaveFaq();
  const [body, setBody] = useState<FaqBody>(faq ? bodyOf(faq) : EMPTY);
  const draft = useDeferredValue(body);
  const set = (field: 'question' | 'answer') => (language: Lang, value: string) =>
    setBody((current) => ({ ...current, [`${field}_${language}`]: value }));
  const pick = (field: 'question' | 'answer') => ({ en: body[`${field}_en`], ar: body[`${field}_ar`] });
  const open = (id: number) => void navigate({ to: '/$lang/admin/$', params: { lang, _splat: `faq/${id}` } });

  return (
    <Page title={FAQ_TITLE} lead={FAQ_LEAD}>
      <p>
        <Link to="/$lang/admin/$" params={{ lang, _splat: 'faq' }}>
          <Trans>All questions</Trans>
        </Link>
      </p>
      <div className="content-editor">
        <MutationForm
          className="form content-form"
          aria-label={faq ? t`Edit the question` : t`New question`}
          mutation={save}
          variables={() => ({ id: faq?.id ?? null, body, baseVersion: faq?.version ?? 0 })}
          onSuccess={(saved) => (faq ? undefined : open(saved.id))}
        >
          {faq?.removed && (
            <p className="form-note" role="status">
              <Trans>This question is not on the page. Restore a version below to bring it back.</Trans>
            </p>
          )}
          <Select
            name="category"
            label={t`Category`}
            value={body.category}
            onChange={(value) => setBody((current) => ({ ...current, category: value as FaqCategory }))}
            options={FAQ_CATEGORIES.map((id) => ({ id, label: i18n._(FAQ_CATEGORY_LABELS[id]) }))}
          />
          <BilingualText
            name="question"
            label={t`Question`}
            values={pick('question')}
            onChange={set('question')}
            maxLength={300}
          />
          <BilingualText
            name="answer"
            label={t`Answer`}
            values={pick('answer')}
            onChange={set('answer')}
            maxLength={4000}
            multiline
            rows={6}
            description={t`Plain text. Any HTML is removed when you save.`}
          />
          <SubmitButton block={false}>
            {faq ? <Trans>Save the question</Trans> : <Trans>Add the question</Trans>}
          </SubmitButton>
        </MutationForm>
        <PreviewTabs
          render={(language) => (
            <div className="faq-list">
              <FaqItem
                defaultExpanded
                faq={{
                  id: faq?.id ?? 0,
                  category: draft.category,
                  question: cleanLine(draft[`question_${language}`]),
                  answer: cleanText(draft[`answer_${language}`]),
                }}
              />
            </div>
          )}
        />
      </div>
      {faq && <FaqVersions faq={faq} />}
    </Page>
  );
}

function FaqVersions({ faq }: { faq: AdminFaq }) {
  const versions = useQuery(faqVersionsQueryOptions(faq.id));
  const restore = useRestoreFaq(faq.id);
  if (!versions.data) return null;
  return <Versions items={versions.data} restore={restore} />;
}
