import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { AuditQuery } from '../../../../../contract/backoffice';
import { Button } from '../../../../components/ui/Button';
import { Form } from '../../../../components/ui/Form';
import { FormError } from '../../../../components/ui/FormError';
import { Select } from '../../../../components/ui/Select';
import { TextField } from '../../../../components/ui/TextField';
import { auditFacetsQueryOptions } from '../../api/audit';
import { useStaffLabels } from './labels';

const ANY = '';

/**
 * The audit log's filters: a search form whose answer is the address (so a search can be linked and
 * the back button undoes it). Staff, actions and kinds of record come from what the log holds.
 */
export function AuditFilters({ query }: { query: AuditQuery }) {
  const { t } = useLingui();
  const labels = useStaffLabels();
  const navigate = useNavigate();
  const { data: facets } = useSuspenseQuery(auditFacetsQueryOptions());
  const [form, setForm] = useState({
    staff: query.staff ?? ANY,
    action: query.action ?? ANY,
    entity: query.entity ?? ANY,
    entity_id: query.entity_id ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
    q: query.q ?? '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (value: string) => setForm((was) => ({ ...was, [key]: value }));
  // A new search starts at page 1 and keeps the grid's order.
  const order = { sort: query.sort ?? '', dir: query.dir ?? '' };
  const search = (next: Record<string, string>) =>
    void navigate({
      to: '.',
      search: () =>
        Object.fromEntries(Object.entries({ ...next, ...order }).filter(([, value]) => value.trim() !== '')),
    });
  return (
    <Form
      className="console-filters"
      aria-label={t`Search the audit log`}
      onSubmit={(event) => {
        event.preventDefault();
        if (form.from && form.to && form.to < form.from) {
          setProblem(t`The end date can’t be before the start date.`);
          return;
        }
        setProblem(null);
        search(form);
      }}
    >
      <FormError message={problem} />
      <Select
        label={t`Staff member`}
        value={form.staff}
        onChange={set('staff')}
        options={[
          { id: ANY, label: t`Anyone` },
          ...facets.staff.map((member) => ({
            id: member.id,
            label: member.name ?? member.email ?? member.id,
            description: member.email ?? undefined,
          })),
        ]}
      />
      <Select
        label={t`Action`}
        value={form.action}
        onChange={set('action')}
        options={[
          { id: ANY, label: t`Any action` },
          ...facets.actions.map((action) => ({ id: action, label: labels.action(action) })),
        ]}
      />
      <Select
        label={t`Kind of record`}
        value={form.entity}
        onChange={set('entity')}
        options={[
          { id: ANY, label: t`Any record` },
          ...facets.entities.map((entity) => ({ id: entity, label: labels.entity(entity) })),
        ]}
      />
      <TextField
        name="entity_id"
        label={t`Record id`}
        ltr
        maxLength={80}
        value={form.entity_id}
        onChange={set('entity_id')}
      />
      <TextField name="from" type="date" label={t`From (UTC)`} value={form.from} onChange={set('from')} />
      <TextField name="to" type="date" label={t`To (UTC)`} value={form.to} onChange={set('to')} />
      <TextField name="q" label={t`Words in the reason`} maxLength={200} value={form.q} onChange={set('q')} />
      <div className="console-actions">
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
        <Button variant="ghost" onPress={() => search({})}>
          <Trans>Clear the filters</Trans>
        </Button>
      </div>
    </Form>
  );
}
