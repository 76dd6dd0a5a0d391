import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReportReason } from '../../../../../contract/messages';

/** Why someone reported a message, as the console names it. */
export const REPORT_REASONS: Record<ReportReason, MessageDescriptor> = {
  spam: msg({ message: 'Spam', context: 'message report' }),
  abuse: msg({ message: 'Abuse or harassment', context: 'message report' }),
  contact_details: msg({ message: 'Contact details or payment outside Sakan', context: 'message report' }),
  scam: msg({ message: 'A scam', context: 'message report' }),
  other: msg({ message: 'Something else', context: 'message report' }),
};
