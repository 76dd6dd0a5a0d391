import { randomInt } from 'node:crypto';

/**
 * A random tag of lowercase letters that tells one run's records apart. Letters only: a tag of digits
 * in a message before a confirmed stay is masked as a phone number, and one such as 9e9393 in a typed
 * address reads as a number.
 */
export function letterTag(length = 8): string {
  return Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join('');
}
