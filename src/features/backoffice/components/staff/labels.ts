import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { AuditAction, AuditEntity } from '../../../../../contract/backoffice';
import type { StaffRole } from '../../../../../contract/roles';

/** The staff roles' names. */
export const ROLE_LABELS: Record<StaffRole, MessageDescriptor> = {
  admin: msg({ message: 'Admin', context: 'staff role' }),
  support: msg({ message: 'Support', context: 'staff role' }),
  content: msg({ message: 'Content', context: 'staff role' }),
  finance: msg({ message: 'Finance', context: 'staff role' }),
};

/**
 * What each audited action is called in the log (`<entity>.<verb>`, contract/backoffice-audit.ts lists
 * them): the type makes a new action name itself here. A code this build does not know shows as is.
 */
export const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'staff.create': msg`Staff account made (server command)`,
  'staff.set_roles': msg`Staff roles changed`,
  'staff.reset_second_factor': msg`Second factor reset`,
  'staff.enrol_second_factor': msg`Second factor set up`,
  'staff.renew_recovery_codes': msg`Recovery codes renewed`,
  'reservation.cancel': msg`Stay cancelled for the guest (policy refund)`,
  'reservation.cancel_override': msg`Stay cancelled for the guest (refund changed)`,
  'user.grant_coins': msg`Coins granted`,
  'user.remove_coins': msg`Coins removed`,
  'user.block': msg`Account blocked`,
  'user.unblock': msg`Account unblocked`,
  'user.rename': msg`Account name changed`,
  'property.accept': msg`Property submission accepted`,
  'property.reject': msg`Property submission rejected`,
  'unit.publish': msg`Unit approved and published`,
  'unit.send_back': msg`Unit sent back to its host`,
  'investment_request.approve': msg`Investment request approved (shares sold)`,
  'investment_request.decline': msg`Investment request declined`,
  'review.hide': msg`Review hidden`,
  'review.restore': msg`Review shown again`,
  'review.keep': msg`Review checked and kept`,
  'contact_message.reply': msg`Contact message answered`,
  'contact_message.close': msg`Contact message closed`,
  'faq.create': msg`FAQ question added`,
  'faq.edit': msg`FAQ question edited`,
  'faq.remove': msg`FAQ question removed`,
  'faq.reorder': msg`FAQ questions reordered`,
  'faq.restore': msg`FAQ question restored to an earlier version`,
  'page.edit': msg`Page edited`,
  'page.restore': msg`Page restored to an earlier version`,
  'promo.create': msg`Promo code created`,
  'promo.edit': msg`Promo code edited`,
  'promo.pause': msg`Promo code paused`,
  'promo.resume': msg`Promo code resumed`,
  'route_rule.create': msg`Redirect added`,
  'route_rule.edit': msg`Redirect edited`,
  'route_rule.remove': msg`Redirect removed`,
  'settings.social': msg`Social links changed`,
  'counter.edit': msg`Counter changed`,
  'currency.rate': msg`Exchange rate changed`,
  'message.hide': msg`Reported message hidden`,
  'message.restore': msg`Reported message shown again`,
  'message.keep': msg`Reported message checked and kept`,
  'message.send': msg`Message written in a guest and host thread`,
};

/** The kinds of record the log names. */
export const ENTITY_LABELS: Record<AuditEntity, MessageDescriptor> = {
  staff: msg({ message: 'Staff member', context: 'audit record' }),
  reservation: msg({ message: 'Reservation', context: 'audit record' }),
  user: msg({ message: 'Account', context: 'audit record' }),
  property_submission: msg({ message: 'Property submission', context: 'audit record' }),
  unit: msg({ message: 'Unit', context: 'audit record' }),
  investment_request: msg({ message: 'Investment request', context: 'audit record' }),
  review: msg({ message: 'Review', context: 'audit record' }),
  contact_message: msg({ message: 'Contact message', context: 'audit record' }),
  faq: msg({ message: 'FAQ question', context: 'audit record' }),
  faq_category: msg({ message: 'FAQ category', context: 'audit record' }),
  page: msg({ message: 'Page', context: 'audit record' }),
  promo_code: msg({ message: 'Promo code', context: 'audit record' }),
  route_rule: msg({ message: 'Redirect', context: 'audit record' }),
  setting: msg({ message: 'Setting', context: 'audit record' }),
  counter: msg({ message: 'Counter', context: 'audit record' }),
  currency: msg({ message: 'Currency', context: 'audit record' }),
  message: msg({ message: 'Message', context: 'audit record' }),
  message_thread: msg({ message: 'Message thread', context: 'audit record' }),
};

/** Translators for the labels above, falling back to the raw code for what has no label yet. */
export function useStaffLabels() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const of = (table: Partial<Record<string, MessageDescriptor>>) => (code: string) => {
      const label = table[code];
      return label ? i18n._(label) : code;
    };
    return { role: of(ROLE_LABELS), action: of(ACTION_LABELS), entity: of(ENTITY_LABELS) };
    // The same i18n object changes language in place: the locale is what makes the labels change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, i18n.locale]);
}
