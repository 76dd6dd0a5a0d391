import { describe, expect, it } from 'vitest';
import { matchRule, ruleTarget } from '../../contract/routes';

describe('matchRule (shared by the client guard and the server)', () => {
  const rules = [
    { from: '/help/*', to: '/faq', permanent: true },
    { from: '/old-home', to: '/', permanent: true },
  ];

  it('puts the prefix back on internal targets and keeps home as the bare prefix', () => {
    const home = matchRule('/old-home', rules);
    expect(home).not.toBeNull();
    expect(ruleTarget(home!, '/ar')).toBe('/ar');
    expect(ruleTarget(home!, '')).toBe('/');
    expect(ruleTarget(rules[0]!, '/en')).toBe('/en/faq');
  });

  it('does not match a sibling that shares the first letters of a wildcard', () => {
    expect(matchRule('/helpdesk', rules)).toBeNull();
  });
});
