// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSkipWaitingMessage } from './update';

describe('isSkipWaitingMessage', () => {
  it("accepts what workbox-window's messageSkipWaiting() posts", () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
  });

  it.each([null, undefined, 'SKIP_WAITING', {}, { type: 'skip_waiting' }, { type: 'CLEAR' }])(
    'ignores %o',
    (data) => expect(isSkipWaitingMessage(data)).toBe(false),
  );
});
