import type { Locale } from '../../../contract/common';
import { formatStayDay } from '../../../contract/format';
import type { EmailBody } from './layout';

/**
 * The hosting domain's licence mail: the daily job (modules/hosting/licence.ts) took a unit off the
 * site because the tourism licence its country requires has expired or was never given. Sent in the
 * host's own language (users.locale).
 */
export interface LicenceEmailParams {
  unit_paused_licence: {
    unitId: number;
    unitTitle: string;
    /** The expiry date on file (`YYYY-MM-DD`), or null when the unit has no licence on file. */
    expiredOn: string | null;
  };
}

type LicenceCopy = (
  params: LicenceEmailParams['unit_paused_licence'],
  helpers: { link: (path: string) => string | null },
) => { subject: string; body: EmailBody };

export const licenceCopy: { unit_paused_licence: Record<Locale, LicenceCopy> } = {
  unit_paused_licence: {
    en: (p, { link }) => {
      const url = link(`/en/hosting/units/${p.unitId}`);
      const why = p.expiredOn
        ? `Its tourism licence expired on ${formatStayDay(p.expiredOn, 'en')}.`
        : 'It has no tourism licence on file.';
      return {
        subject: `${p.unitTitle} is hidden from guests until its licence is renewed`,
        body: {
          preheader: why,
          heading: 'Your place is paused',
          paragraphs: [
            `${why} Where your place is, every place offered for short stays must hold a valid licence, so we have paused ${p.unitTitle}: guests can no longer find or book it.`,
            'Add the renewed licence number and its expiry date to the place, then publish it again.',
            'Bookings already made are not affected.',
          ],
          ...(url ? { button: { label: 'Update the licence', url } } : {}),
        },
      };
    },
    ar: (p, { link }) => {
      const url = link(`/ar/hosting/units/${p.unitId}`);
      const why = p.expiredOn
        ? `انتهى الترخيص السياحي لهذا المكان في ${formatStayDay(p.expiredOn, 'ar')}.`
        : 'لا يوجد ترخيص سياحي مسجَّل لهذا المكان.';
      return {
        subject: `${p.unitTitle} مخفيّ عن الضيوف حتى تجديد ترخيصه`,
        body: {
          preheader: why,
          heading: 'أوقفنا عرض مكانك مؤقتًا',
          paragraphs: [
            `${why} تشترط الأنظمة في بلد مكانك ترخيصًا ساريًا لكل مكان يُعرض للإقامات القصيرة، لذا أوقفنا عرض ${p.unitTitle}، فلم يعد الضيوف يجدونه أو يحجزونه.`,
            'أضف رقم الترخيص المجدَّد وتاريخ انتهائه إلى بيانات المكان، ثم أعد نشره.',
            'لا تتأثر الحجوزات التي تمّت من قبل.',
          ],
          ...(url ? { button: { label: 'تحديث الترخيص', url } } : {}),
        },
      };
    },
  },
};
