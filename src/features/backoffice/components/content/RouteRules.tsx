import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Checkbox } from 'react-aria-components';
import type { AdminRouteRule } from '../../../../../contract/backoffice';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Button } from '../../../../components/ui/Button';
import { Ltr } from '../../../../components/ui/Ltr';
import { TextField } from '../../../../components/ui/TextField';
import { currentLocale } from '../../../../lib/i18n';
import { rulesQueryOptions, useRemoveRule, useSaveRule } from '../../api/content/settings';

/** Redirects: where an old or short path sends visitors. Each can be edited or removed; one is added below. */
export function RouteRules() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(rulesQueryOptions());
  const remove = useRemoveRule();
  const [editing, setEditing] = useState<number | null>(null);
  // From the path to its target, in the reading direction.
  const arrow = currentLocale() === 'ar' ? '←' : '→';
  return (
    <section className="content-group" aria-labelledby="rules-title">
      <h2 id="rules-title">
        <Trans>Redirects</Trans>
      </h2>
      <p className="field-description">
        <Trans>
          Paths are written without /en or /ar; a path ending in /* takes everything below it. Visitors go to
          one of our pages (starting with /) or to an https address.
        </Trans>
      </p>
      <ul className="content-rows">
        {data.map((rule) => (
          <li key={rule.id} className="content-row">
            {editing === rule.id ? (
              <RuleForm rule={rule} onDone={() => setEditing(null)} />
            ) : (
              <>
                <div className="content-row-text">
                  <span>
                    <Ltr>{rule.from}</Ltr> {arrow} <Ltr>{rule.to}</Ltr>
                  </span>
                  <span className="field-description">
                    {rule.permanent ? t`Permanent (301)` : t`Temporary (302)`}
                  </span>
                </div>
                <div className="content-row-actions">
                  <Button variant="secondary" onPress={() => setEditing(rule.id)}>
                    {t`Edit`}
                    <span className="visually-hidden"> {rule.from}</span>
                  </Button>
                  <MutationForm className="content-inline-form" mutation={remove} variables={() => rule.id}>
                    <SubmitButton
                      block={false}
                      variant="ghost"
                      aria-label={t`Remove the redirect from ${rule.from}`}
                    >
                      {t`Remove`}
                    </SubmitButton>
                  </MutationForm>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <h3>
        <Trans>Add a redirect</Trans>
      </h3>
      <RuleForm rule={null} />
    </section>
  );
}

function RuleForm({ rule, onDone }: { rule: AdminRouteRule | null; onDone?: () => void }) {
  const { t } = useLingui();
  const save = useSaveRule();
  const empty = { from: '/', to: '/', permanent: false };
  const [body, setBody] = useState(
    rule ? { from: rule.from, to: rule.to, permanent: rule.permanent } : empty,
  );
  return (
    <MutationForm
      className="form content-form content-rule-form"
      aria-label={rule ? t`Edit the redirect from ${rule.from}` : t`New redirect`}
      mutation={save}
      variables={() => ({ id: rule?.id ?? null, body })}
      onSuccess={() => (rule ? onDone?.() : setBody(empty))}
    >
      <div className="content-pair">
        <TextField
          name="from"
          ltr
          label={t`From path`}
          value={body.from}
          onChange={(from) => setBody((current) => ({ ...current, from }))}
          maxLength={200}
        />
        <TextField
          name="to"
          ltr
          label={t`To`}
          value={body.to}
          onChange={(to) => setBody((current) => ({ ...current, to }))}
          maxLength={500}
        />
      </div>
      <Checkbox
        className="checkbox"
        isSelected={body.permanent}
        onChange={(permanent) => setBody((current) => ({ ...current, permanent }))}
      >
        <span className="checkbox-box" aria-hidden="true" />
        <Trans>Permanent: search engines forget the old path</Trans>
      </Checkbox>
      <div className="content-row-actions">
        <SubmitButton block={false}>
          {rule ? <Trans>Save the redirect</Trans> : <Trans>Add the redirect</Trans>}
        </SubmitButton>
        {rule && (
          <Button variant="ghost" onPress={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </MutationForm>
  );
}
