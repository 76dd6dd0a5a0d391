import type { Message } from './translate';

/**
 * The hosting domain's server messages, both languages side by side so a key is never added to one
 * alone. Spread into en.ts and ar.ts. Further hosting parts follow this file's shape in their own file.
 */
const en = {
  'hosting.not_host': 'This is for hosts. List your property to become one.',
} as const;

export const hostingEn = en;
export const hostingAr: Record<keyof typeof en, Message> = {
  'hosting.not_host': 'هذه الصفحة للمضيفين. اعرض عقارك لتصبح مضيفًا.',
};
