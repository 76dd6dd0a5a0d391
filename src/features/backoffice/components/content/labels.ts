import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PromoStatus } from '../../../../../contract/backoffice';
import type { FaqCategory } from '../../../../../contract/content-pages';
import type { InformativePageSlug } from '../../../../../contract/content-pages';

/** Names the console's content screens share. */

export const FAQ_CATEGORY_LABELS: Record<FaqCategory, MessageDescriptor> = {
  booking: msg`Booking`,
  payment: msg`Payment`,
  cancellation: msg`Cancellation`,
  investment: msg`Investment`,
  account: msg`Accounts`,
};

export const PAGE_LABELS: Record<InformativePageSlug, MessageDescriptor> = {
  'about-us': msg`About us`,
  privacy: msg`Privacy policy`,
  'terms-conditions': msg`Terms and conditions`,
};

export const PROMO_STATUS_LABELS: Record<PromoStatus, MessageDescriptor> = {
  active: msg`Active`,
  scheduled: msg`Not started`,
  ended: msg`Ended`,
  used_up: msg`Used up`,
  paused: msg`Paused`,
};
