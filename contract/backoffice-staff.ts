import * as z from 'zod/mini';
import { Email, TotpCode } from './auth';
import { envelope, IsoDate, listEnvelope, queryInt, text } from './common';
import { StaffRole } from './roles';

/**
 * Staff and access (issue 32): the console's second factor, staff management and the audit log. The
 * second-factor routes open to any staff role before the factor is passed (that is how it is set up);
 * the others need it, and staff management and the audit log are the admin's alone.
 */

/** GET /backoffice/second-factor: whether the caller has set it up and this sign-in passed it. */
export const SecondFactorStatus = z.object({
  enrolled: z.boolean(),
  verified: z.boolean(),
  recovery_codes_left: z.int(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatus>;
export const SecondFactorStatusResponse = envelope({ second_factor: SecondFactorStatus });

/**
 * GET /backoffice/second-factor/setup: the secret to enrol with, as text and as the otpauth:// URI the
 * page draws as a QR code (on the device, never sent elsewhere). The same until confirmed; 409 after.
 */
export const SecondFactorSetupResponse = envelope({ secret: z.string(), uri: z.string() });
export type SecondFactorSetupResponse = z.infer<typeof SecondFactorSetupResponse>;

/**
 * POST /backoffice/second-factor/confirm: the first code proves the app holds the secret. The answer
 * carries the ten recovery codes (shown this once) and an access token that carries the factor.
 */
export const SecondFactorConfirmRequest = z.strictObject({ code: TotpCode });
export type SecondFactorConfirmRequest = z.infer<typeof SecondFactorConfirmRequest>;
export const SecondFactorConfirmResponse = envelope({
  recovery_codes: z.array(z.string()),
  token: z.string(),
});
export type SecondFactorConfirmResponse = z.infer<typeof SecondFactorConfirmResponse>;

/**
 * POST /backoffice/second-factor/recovery-codes: any staff role, signed in with the factor. A current
 * code from the app gives the caller ten new recovery codes, shown in this answer only; the old ones
 * stop working at once. A code is taken once, so a repeated request is refused rather than renewing
 * the codes twice.
 */
export const RecoveryCodesRequest = z.strictObject({ code: TotpCode });
export type RecoveryCodesRequest = z.infer<typeof RecoveryCodesRequest>;
export const RecoveryCodesResponse = envelope({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;

/** A staff member as the admin sees them. */
export const StaffMember = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  roles: z.array(StaffRole),
  second_factor: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;

const SortDir = z.enum(['asc', 'desc']);

/** GET /backoffice/staff?page=&sort=&dir=: admin. Everyone holding a staff role, by name unless asked. */
export const STAFF_SORTS = ['name', 'email'] as const;
export const StaffListQuery = z.strictObject({
  page: z.optional(queryInt(1, 100_000)),
  sort: z.optional(z.enum(STAFF_SORTS)),
  dir: z.optional(SortDir),
});
export type StaffListQuery = z.infer<typeof StaffListQuery>;
export const STAFF_PER_PAGE = 25;
export const StaffListResponse = listEnvelope(StaffMember);
export type StaffListResponse = z.infer<typeof StaffListResponse>;

const Reason = z.optional(text(z.trim(), z.maxLength(500)));

/**
 * PUT /backoffice/staff/roles: admin. Sets the staff roles of the account using `email` (an empty list
 * takes them all away; a host keeps hosting). 404 for an unknown email; 409 when it would leave no admin.
 */
export const StaffRolesRequest = z.strictObject({
  email: Email,
  roles: z.array(StaffRole).check(z.maxLength(4)),
  reason: Reason,
});
export type StaffRolesRequest = z.infer<typeof StaffRolesRequest>;
export const StaffMemberResponse = envelope({ member: StaffMember });
export type StaffMemberResponse = z.infer<typeof StaffMemberResponse>;

/** POST /backoffice/staff/:id/reset-second-factor: admin. Their sign-ins end; they enrol again. */
export const StaffIdParams = z.strictObject({ id: z.uuid() });
export const StaffResetRequest = z.strictObject({ reason: Reason });
export type StaffResetRequest = z.infer<typeof StaffResetRequest>;

/** One row of the audit log: who did what to which record, the fields before and after, and why. */
export const AuditEntry = z.object({
  id: z.int(),
  at: z.string(),
  staff: z.object({ id: z.string(), name: z.nullable(z.string()), email: z.nullable(z.string()) }),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  reason: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/**
 * GET /backoffice/audit: admin. Newest first (`dir=asc` for oldest first), 25 a page; every filter
 * optional: the staff member, the action, the record (entity and its id), the days (UTC, both ends
 * included) and words of the reason.
 */
export const AUDIT_SORTS = ['at'] as const;
export const AuditQuery = z
  .strictObject({
    staff: z.optional(z.uuid()),
    action: z.optional(text(z.trim(), z.maxLength(80))),
    entity: z.optional(text(z.trim(), z.maxLength(40))),
    entity_id: z.optional(text(z.trim(), z.maxLength(80))),
    from: z.optional(IsoDate),
    to: z.optional(IsoDate),
    q: z.optional(text(z.trim(), z.maxLength(200))),
    sort: z.optional(z.enum(AUDIT_SORTS)),
    dir: z.optional(SortDir),
    page: z.optional(queryInt(1, 100_000)),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.to >= query.from, {
      path: ['to'],
      params: { i18n: 'backoffice.audit_range' },
    }),
  );
export type AuditQuery = z.infer<typeof AuditQuery>;
export const AUDIT_PER_PAGE = 25;
export const AuditResponse = listEnvelope(AuditEntry);
export type AuditResponse = z.infer<typeof AuditResponse>;

/** GET /backoffice/audit/facets: admin. The actions and staff members the log holds, for its filters. */
export const AuditFacetsResponse = envelope({
  actions: z.array(z.string()),
  entities: z.array(z.string()),
  staff: z.array(z.object({ id: z.string(), name: z.nullable(z.string()), email: z.nullable(z.string()) })),
});
export type AuditFacetsResponse = z.infer<typeof AuditFacetsResponse>;
