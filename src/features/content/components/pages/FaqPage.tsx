import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  Input,
  Label,
  SearchField,
} from 'react-aria-components';
import type { Faq, FaqCategory } from '../../../../../contract/content-pages';
import { FAQ_CATEGORIES } from '../../../../../contract/content-pages';
import { Page } from '../../../../components/layout/Page';
import { OfflineNote } from '../../../../components/ui/OfflineNote';
import { currentLocale } from '../../../../lib/i18n';
import { useOnline } from '../../../../lib/use-online';
import { faqsQueryOptions } from '../../api/get-faqs';
import { matchesAll, searchWords } from './faq-search';
import { usePageMeta } from '../../api/get-meta';

const CATEGORY = {
  booking: msg`Booking`,
  payment: msg`Payment`,
  cancellation: msg`Cancellation`,
  investment: msg`Investment`,
  account: msg`Your account`,
} satisfies Record<FaqCategory, ReturnType<typeof msg>>;

/**
 * The questions in one react-aria disclosure group per category, and a search box that filters them
 * as the visitor types (in the page's language, every word, letters only: see faq-search.ts). The
 * FAQPage structured data is put in the served HTML's head by the server (server/plugins/static.ts).
 */
export function FaqPage() {
  const { t, i18n } = useLingui();
  const lang = currentLocale();
  const online = useOnline();
  const { data: faqs, dataUpdatedAt } = useSuspenseQuery(faqsQueryOptions(lang));
  const [query, setQuery] = useState('');
  const words = searchWords(useDeferredValue(query));
  const shown = faqs.filter((faq) => matchesAll(`${faq.question} ${faq.answer}`, words));
  const groups = FAQ_CATEGORIES.map((category) => ({
    category,
    items: shown.filter((faq) => faq.category === category),
  })).filter((group) => group.items.length > 0);

  return (
    <Page
      seo={usePageMeta('faq')}
      className="faq-page"
      title={msg({ id: 'page.faq.title', message: 'Frequently asked questions' })}
      lead={msg({
        id: 'page.faq.lead',
        message: 'Answers to the questions guests and investors ask us most.',
      })}
    >
      {!online && <OfflineNote updatedAt={dataUpdatedAt} />}
      <SearchField className="field faq-search" value={query} onChange={setQuery}>
        <Label className="field-label">{t`Search the questions`}</Label>
        <Input className="field-input" placeholder={t`For example: refund, password, yield`} />
      </SearchField>
      <p className="visually-hidden" role="status">
        {words.length > 0 ? t`${shown.length} questions match.` : ''}
      </p>
      {groups.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>No question matches “{query}”.</Trans>
          </p>
          <p>
            <Trans>
              Try another word, or{' '}
              <Link to="/$lang/contact-us" params={{ lang }}>
                ask us directly
              </Link>
              : we answer within one working day.
            </Trans>
          </p>
        </div>
      ) : (
        groups.map(({ category, items }) => (
          <section key={category} className="faq-group" aria-labelledby={`faq-${category}`}>
            <h2 id={`faq-${category}`}>{i18n._(CATEGORY[category])}</h2>
            {/* The group owns which answers are open; a new search starts it afresh with the matches open. */}
            <DisclosureGroup
              key={words.join(' ')}
              allowsMultipleExpanded
              defaultExpandedKeys={words.length > 0 ? items.map((faq) => String(faq.id)) : []}
              className="faq-list"
            >
              {items.map((faq) => (
                <FaqItem key={faq.id} faq={faq} />
              ))}
            </DisclosureGroup>
          </section>
        ))
      )}
      <p className="faq-more">
        <Trans>
          Didn’t find your answer?{' '}
          <Link to="/$lang/contact-us" params={{ lang }}>
            Contact us
          </Link>
          .
        </Trans>
      </p>
    </Page>
  );
}

/**
 * One question and its answer, as the FAQ page shows it. Exported (through the feature's index) for
 * the console's preview, which opens it at once with `defaultExpanded`; the page leaves that to the
 * group.
 */
export function FaqItem({ faq, defaultExpanded }: { faq: Faq; defaultExpanded?: boolean }) {
  return (
    <Disclosure id={String(faq.id)} className="faq-item" defaultExpanded={defaultExpanded}>
      <Heading level={3} className="faq-question">
        <Button slot="trigger" className="faq-trigger">
          <span>{faq.question}</span>
          <span aria-hidden="true" className="faq-chevron">
            ▾
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className="faq-answer">
        <p>{faq.answer}</p>
      </DisclosurePanel>
    </Disclosure>
  );
}
