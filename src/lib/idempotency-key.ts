/**
 * A key for one logical write (`Idempotency-Key`): the same key on every retry of it, so the server
 * answers a repeat with its first answer instead of writing twice. A form makes a new one when its
 * content changes or after a success.
 */
export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
