import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SOCIAL_NETWORKS } from '../../../../../contract/backoffice';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { Button } from '../../../../components/ui/Button';
import { Select } from '../../../../components/ui/Select';
import { TextField } from '../../../../components/ui/TextField';
import { socialQueryOptions, useSaveSocial } from '../../api/content/settings';

type Network = (typeof SOCIAL_NETWORKS)[number];
const NAMES: Record<Network, string> = {
  instagram: 'Instagram',
  x: 'X (Twitter)',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};

/** The footer's social links, in order: a network and its https address each, at most one per network. */
export function SocialLinksForm() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(socialQueryOptions());
  const save = useSaveSocial();
  const [rows, setRows] = useState(() =>
    data.map((item, index) => ({ id: index, key: item.key as Network, url: item.url })),
  );
  const [next, setNext] = useState(data.length);
  const unused = SOCIAL_NETWORKS.filter((network) => !rows.some((row) => row.key === network));
  const update = (id: number, patch: Partial<{ key: Network; url: string }>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  return (
    <section className="content-group" aria-labelledby="social-title">
      <h2 id="social-title">
        <Trans>Social links</Trans>
      </h2>
      <MutationForm
        className="form content-form"
        aria-labelledby="social-title"
        mutation={save}
        variables={() => ({ items: rows.map(({ key, url }) => ({ key, url: url.trim() })) })}
      >
        {rows.length === 0 && (
          <p className="field-description">
            <Trans>No links: the footer shows none.</Trans>
          </p>
        )}
        {rows.map((row, index) => (
          <div key={row.id} className="content-pair content-social-row">
            <Select
              label={t`Network ${index + 1}`}
              name={`items.${index}.key`}
              value={row.key}
              onChange={(key) => update(row.id, { key: key as Network })}
              options={SOCIAL_NETWORKS.filter((n) => n === row.key || unused.includes(n)).map((id) => ({
                id,
                label: NAMES[id],
              }))}
            />
            <TextField
              type="url"
              name={`items.${index}.url`}
              label={t`Address of ${NAMES[row.key]}`}
              value={row.url}
              onChange={(url) => update(row.id, { url })}
              maxLength={300}
            />
            <Button
              variant="ghost"
              onPress={() => setRows((current) => current.filter((r) => r.id !== row.id))}
            >
              {t`Remove ${NAMES[row.key]}`}
            </Button>
          </div>
        ))}
        <div className="content-row-actions">
          {unused[0] && (
            <Button
              variant="secondary"
              onPress={() => {
                setRows((current) => [...current, { id: next, key: unused[0] as Network, url: 'https://' }]);
                setNext(next + 1);
              }}
            >
              <Trans>Add a link</Trans>
            </Button>
          )}
          <SubmitButton block={false}>
            <Trans>Save the links</Trans>
          </SubmitButton>
        </div>
      </MutationForm>
    </section>
  );
}
