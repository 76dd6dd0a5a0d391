import { describe, expect, it } from 'vitest';
import { auditQueryOf } from './audit-search';

describe('the audit log’s filters from the address', () => {
  it('keeps filters of the shape the server takes, and drops the rest', () => {
    expect(
      auditQueryOf({
        staff: '5a4a0000-0000-4000-8000-0000000ad417',
        action: ' staff.set_roles ',
        entity: 'staff',
        entity_id: 'abc',
        from: '2031-03-01',
        to: '2031-03-31',
        q: 'lost phone',
        sort: 'at',
        dir: 'asc',
        page: '2',
      }),
    ).toEqual({
      staff: '5a4a0000-0000-4000-8000-0000000ad417',
      action: 'staff.set_roles',
      entity: 'staff',
      entity_id: 'abc',
      from: '2031-03-01',
      to: '2031-03-31',
      q: 'lost phone',
      sort: 'at',
      dir: 'asc',
      page: 2,
    });
  });

  it('leaves out an odd staff id, date, page, order or text, and an end before the start', () => {
    expect(
      auditQueryOf({
        staff: '42',
        from: '2031-02-30x',
        to: '1800-01-01',
        q: 'a\u0000b',
        action: 'x'.repeat(81),
        page: '-1',
        sort: 'action',
        dir: 'up',
      }),
    ).toEqual({ page: 1 });
    expect(auditQueryOf({ from: '2031-03-02', to: '2031-03-01' })).toEqual({ from: '2031-03-02', page: 1 });
  });
});
