import type { Locale } from '../../../contract/common';
import type { EmailBody } from './layout';

/**
 * Mails the console's decisions send, in the reader's language: a unit sent back to its host with
 * notes, an investment request approved or declined, and staff's answer to a contact message (which
 * quotes the message, so the thread reads on its own).
 */
export interface BackofficeEmailParams {
  hosting_sent_back: { name: string; unit: string; unitId: number; notes: string };
  investment_approved: { name: string; reference: string; unit: string; shares: number };
  investment_declined: { name: string; reference: string; unit: string; reason: string };
  contact_reply: { name: string; reference: string; reply: string; original: string };
}

type BackofficeCopy<T extends keyof BackofficeEmailParams> = (
  params: BackofficeEmailParams[T],
  helpers: { number: (n: number) => string; link: (path: string) => string | null },
) => { subject: string; body: EmailBody };

const withButton = (label: string, url: string | null) => (url ? { button: { label, url } } : {});
const sharesAr = (n: number, number: (n: number) => string) =>
  n === 1 ? 'حصة واحدة' : n === 2 ? 'حصتين' : n >= 3 && n <= 10 ? `${number(n)} حصص` : `${number(n)} حصة`;

export const backofficeCopy: {
  [T in keyof BackofficeEmailParams]: Record<Locale, BackofficeCopy<T>>;
} = {
  hosting_sent_back: {
    en: ({ name, unit, unitId, notes }, { link }) => ({
      subject: `${unit || 'Your listing'} needs a few changes`,
      body: {
        preheader: 'Our team checked your listing and sent it back with notes.',
        heading: `Almost there, ${name || 'host'}`,
        paragraphs: [
          `We checked ${unit || 'your listing'} and need a few changes before we publish it.`,
          `Our notes: ${notes}`,
          'Make the changes in the unit’s editor, then send it for review again.',
        ],
        ...withButton('Open the editor', link(`/en/hosting/units/${unitId}`)),
      },
    }),
    ar: ({ name, unit, unitId, notes }, { link }) => ({
      subject: `${unit || 'إعلانك'} يحتاج إلى بعض التعديلات`,
      body: {
        preheader: 'راجع فريقنا إعلانك وأعاده إليك مع ملاحظات.',
        heading: name ? `اقتربنا يا ${name}` : 'اقتربنا',
        paragraphs: [
          `راجعنا ${unit || 'إعلانك'}، ونحتاج إلى بعض التعديلات قبل نشره.`,
          `ملاحظاتنا: ${notes}`,
          'أجرِ التعديلات في محرّر الوحدة، ثم أرسلها للمراجعة من جديد.',
        ],
        ...withButton('فتح المحرّر', link(`/ar/hosting/units/${unitId}`)),
      },
    }),
  },
  investment_approved: {
    en: ({ name, reference, unit, shares }, { number }) => ({
      subject: `Your investment request was approved (${reference})`,
      body: {
        preheader: `${number(shares)} ${shares === 1 ? 'share' : 'shares'} in ${unit} are yours.`,
        heading: `Good news, ${name || 'investor'}`,
        paragraphs: [
          `We approved your request for ${number(shares)} ${shares === 1 ? 'share' : 'shares'} in ${unit}. They are set aside for you.`,
          'Our team will call you to sign the papers and arrange the payment.',
        ],
        code: reference,
      },
    }),
    ar: ({ name, reference, unit, shares }, { number }) => ({
      subject: `قُبل طلب الاستثمار (${reference})`,
      body: {
        preheader: `${sharesAr(shares, number)} في ${unit} محجوزة لك.`,
        heading: name ? `أخبار سارة يا ${name}` : 'أخبار سارة',
        paragraphs: [
          `قبلنا طلبك لشراء ${sharesAr(shares, number)} في ${unit}، وهي محجوزة لك.`,
          'سيتصل بك فريقنا لتوقيع الأوراق وترتيب الدفع.',
        ],
        code: reference,
      },
    }),
  },
  investment_declined: {
    en: ({ name, reference, unit, reason }, { link }) => ({
      subject: `About your investment request (${reference})`,
      body: {
        preheader: 'We could not approve your request.',
        heading: `Thank you, ${name || 'for your interest'}`,
        paragraphs: [`We could not approve your request in ${unit}.`, `The reason: ${reason}`],
        code: reference,
        ...withButton('See other opportunities', link('/en/investment-units')),
      },
    }),
    ar: ({ name, reference, unit, reason }, { link }) => ({
      subject: `بشأن طلب الاستثمار (${reference})`,
      body: {
        preheader: 'تعذّر علينا قبول طلبك.',
        heading: name ? `شكرًا لك يا ${name}` : 'شكرًا لاهتمامك',
        paragraphs: [`تعذّر علينا قبول طلبك في ${unit}.`, `السبب: ${reason}`],
        code: reference,
        ...withButton('فرص أخرى', link('/ar/investment-units')),
      },
    }),
  },
  contact_reply: {
    en: ({ name, reference, reply, original }, { link }) => ({
      subject: `Re: your message to Sakan (${reference})`,
      body: {
        preheader: reply.slice(0, 90),
        heading: `Hello ${name || 'there'}`,
        paragraphs: [reply],
        code: reference,
        notes: [`You wrote: “${original}”`, 'To write back, use the contact page and quote this reference.'],
        ...withButton('Contact us', link('/en/contact-us')),
      },
    }),
    ar: ({ name, reference, reply, original }, { link }) => ({
      subject: `رد: رسالتك إلى سكن (${reference})`,
      body: {
        preheader: reply.slice(0, 90),
        heading: name ? `مرحبًا ${name}` : 'مرحبًا',
        paragraphs: [reply],
        code: reference,
        notes: [`كتبتَ: «${original}»`, 'للرد، استخدم صفحة التواصل واذكر هذا الرقم المرجعي.'],
        ...withButton('تواصل معنا', link('/ar/contact-us')),
      },
    }),
  },
};
