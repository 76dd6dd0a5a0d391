import { describe, expect, it, vi } from 'vitest';
import { initializeGoogle, subjectOf } from './google-identity';

const fakeId = () => ({ initialize: vi.fn(), renderButton: vi.fn() });

describe('Google Identity Services (spec: states and transitions, validation rules)', () => {
  it('refuses a blank client id with the spec message', () => {
    for (const clientId of ['', '   ', null, undefined]) {
      expect(() => initializeGoogle(fakeId(), clientId, () => undefined)).toThrow(
        'clientId is required to initialize',
      );
    }
  });

  it('initialises with the client id and the callback', () => {
    const id = fakeId();
    const callback = vi.fn();
    initializeGoogle(id, 'abc.apps.googleusercontent.com', callback);
    expect(id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'abc.apps.googleusercontent.com', callback }),
    );
  });

  it('reads the account id from the token payload, and nothing from garbage', () => {
    const payload = btoa(JSON.stringify({ sub: '1098765', email: 'x@example.com' })).replace(/=+$/, '');
    expect(subjectOf(`header.${payload}.signature`)).toBe('1098765');
    expect(subjectOf('not-a-token')).toBe('');
  });
});
