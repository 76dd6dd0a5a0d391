import * as z from 'zod/mini';

/**
 * What an account may do beyond booking. `host` runs its own units (/hosting); the staff roles run the
 * site (/admin): `admin` everything, `support` reservations and guests, `content` pages and promotions,
 * `finance` reports and refunds. One account may hold several.
 */
export const ROLES = ['host', 'admin', 'support', 'content', 'finance'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const STAFF_ROLES = ['admin', 'support', 'content', 'finance'] as const satisfies readonly Role[];
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;
