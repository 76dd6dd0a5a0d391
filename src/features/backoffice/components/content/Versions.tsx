import { Trans, useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ContentVersion } from '../../../../../contract/backoffice';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Button } from '../../../../components/ui/Button';
import { Ltr } from '../../../../components/ui/Ltr';

/**
 * A record's saved versions, newest first: who saved each and when, which were restores or removals.
 * Any version but the newest can be restored (a new version with its text); with `onPreview`, also
 * shown in the preview first.
 */
export function Versions<TData>({
  items,
  restore,
  onRestored,
  onPreview,
  previewing,
}: {
  items: ContentVersion[];
  restore: UseMutationResult<TData, unknown, number, unknown>;
  onRestored?: (data: TData) => void;
  onPreview?: (version: number | null) => void;
  previewing?: number | null;
}) {
  const { t, i18n } = useLingui();
  const newest = items[0]?.version;
  return (
    <section className="content-versions" aria-labelledby="versions-title">
      <h2 id="versions-title">
        <Trans>Versions</Trans>
      </h2>
      <ol className="content-versions-list">
        {items.map((item) => (
          <li key={item.version} className="content-version">
            <div>
              <strong>{t`Version ${item.version}`}</strong>
              {item.version === newest && <span className="content-tag">{t`Live`}</span>}
              {item.removed && <span className="content-tag">{t`Removed from the page`}</span>}
              {item.restored_from !== null && (
                <span className="content-tag">{t`Restored from version ${item.restored_from}`}</span>
              )}
            </div>
            <p className="field-description">
              <time dateTime={item.created_at}>
                {i18n.date(new Date(item.created_at), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>{' '}
              ·{' '}
              {item.created_by ? (
                <>
                  {item.created_by.name} (<Ltr>{item.created_by.email}</Ltr>)
                </>
              ) : (
                t`As first published`
              )}
            </p>
            {item.version !== newest && (
              <div className="content-version-actions">
                {onPreview && (
                  <Button
                    variant="secondary"
                    onPress={() => onPreview(previewing === item.version ? null : item.version)}
                  >
                    {previewing === item.version ? t`Back to the draft` : t`Preview version ${item.version}`}
                  </Button>
                )}
                <MutationForm
                  className="content-inline-form"
                  mutation={restore}
                  variables={() => item.version}
                  onSuccess={(data) => onRestored?.(data)}
                >
                  <SubmitButton block={false} variant="secondary">
                    {t`Restore version ${item.version}`}
                  </SubmitButton>
                </MutationForm>
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
