import type { Locale } from '../../../contract/common';
import type { EmailBody } from './layout';

/**
 * Mails of the content and properties domains: the contact form's two copies, the newsletter's
 * double opt-in, and the owner's listing receipt. Links arrive absolute in the params (the caller
 * knows the site's address even when the mailer has no appUrl), and every newsletter mail carries
 * its unsubscribe link.
 */
export interface ContentEmailParams {
  contact_copy: { name: string; reference: string; topic: string; message: string };
  contact_notice: {
    reference: string;
    name: string;
    email: string;
    phone: string | null;
    topic: string;
    message: string;
    locale: Locale;
  };
  newsletter_confirm: { confirmUrl: string; unsubscribeUrl: string };
  newsletter_welcome: { unsubscribeUrl: string; homeUrl: string };
  property_submitted: { name: string; reference: string; photos: number };
}

type ContentCopy<T extends keyof ContentEmailParams> = (
  params: ContentEmailParams[T],
  helpers: { number: (n: number) => string },
) => { subject: string; body: EmailBody };

export const contentCopy: {
  [T in keyof ContentEmailParams]: Record<Locale, ContentCopy<T>>;
} = {
  contact_copy: {
    en: ({ name, reference, topic, message }) => ({
      subject: `We received your message (${reference})`,
      body: {
        preheader: `Your reference is ${reference}.`,
        heading: `Thank you, ${name}`,
        paragraphs: [
          'We received your message and will answer within one working day, Sunday to Thursday.',
          `Topic: ${topic}`,
          `Your message: ${message}`,
        ],
        code: reference,
        notes: ['Quote this reference if you write to us again about the same subject.'],
      },
    }),
    ar: ({ name, reference, topic, message }) => ({
      subject: `استلمنا رسالتك (${reference})`,
      body: {
        preheader: `رقمك المرجعي ${reference}.`,
        heading: `شكرًا لك يا ${name}`,
        paragraphs: [
          'استلمنا رسالتك وسنرد عليك خلال يوم عمل واحد، من الأحد إلى الخميس.',
          `الموضوع: ${topic}`,
          `رسالتك: ${message}`,
        ],
        code: reference,
        notes: ['اذكر هذا الرقم المرجعي إن راسلتنا مجددًا بشأن الموضوع نفسه.'],
      },
    }),
  },
  contact_notice: {
    en: (p) => ({
      subject: `Contact form ${p.reference}: ${p.topic}`,
      body: {
        preheader: `From ${p.name} <${p.email}>`,
        heading: `New message ${p.reference}`,
        paragraphs: [
          `From: ${p.name} <${p.email}>`,
          `Phone: ${p.phone ?? '—'}`,
          `Topic: ${p.topic} · Language: ${p.locale}`,
          p.message,
        ],
      },
    }),
    // The desk reads one language; the notice is always sent in English (see contact-service.ts).
    ar: (p) => ({
      subject: `رسالة تواصل ${p.reference}: ${p.topic}`,
      body: {
        preheader: `من ${p.name} <${p.email}>`,
        heading: `رسالة جديدة ${p.reference}`,
        paragraphs: [
          `من: ${p.name} <${p.email}>`,
          `الجوال: ${p.phone ?? '—'}`,
          `الموضوع: ${p.topic}`,
          p.message,
        ],
      },
    }),
  },
  newsletter_confirm: {
    en: ({ confirmUrl, unsubscribeUrl }) => ({
      subject: 'Confirm your Sakan newsletter subscription',
      body: {
        preheader: 'One click and you’re on the list.',
        heading: 'Confirm your subscription',
        paragraphs: [
          'Someone, hopefully you, asked to receive the Sakan newsletter at this address: new stays, investment units and offers, about twice a month.',
          'Nothing is sent until you confirm.',
        ],
        button: { label: 'Confirm my subscription', url: confirmUrl },
        notes: ['The link works for 48 hours. If you didn’t ask for this, ignore this email.'],
        footerLink: { label: 'Unsubscribe', url: unsubscribeUrl },
      },
    }),
    ar: ({ confirmUrl, unsubscribeUrl }) => ({
      subject: 'أكّد اشتراكك في نشرة سكن البريدية',
      body: {
        preheader: 'نقرة واحدة وتصبح ضمن المشتركين.',
        heading: 'أكّد اشتراكك',
        paragraphs: [
          'طلب أحدهم، ونأمل أن تكون أنت، استلام نشرة سكن على هذا العنوان: إقامات جديدة ووحدات استثمارية وعروض، مرتين في الشهر تقريبًا.',
          'لن نرسل شيئًا حتى تؤكد اشتراكك.',
        ],
        button: { label: 'تأكيد الاشتراك', url: confirmUrl },
        notes: ['الرابط صالح لمدة 48 ساعة. إن لم تطلب ذلك فتجاهل هذه الرسالة.'],
        footerLink: { label: 'إلغاء الاشتراك', url: unsubscribeUrl },
      },
    }),
  },
  newsletter_welcome: {
    en: ({ unsubscribeUrl, homeUrl }) => ({
      subject: 'You’re subscribed to the Sakan newsletter',
      body: {
        preheader: 'Thanks for confirming.',
        heading: 'You’re on the list',
        paragraphs: ['Thanks for confirming. Our next newsletter will reach you at this address.'],
        button: { label: 'Browse stays', url: homeUrl },
        footerLink: { label: 'Unsubscribe', url: unsubscribeUrl },
      },
    }),
    ar: ({ unsubscribeUrl, homeUrl }) => ({
      subject: 'تم اشتراكك في نشرة سكن البريدية',
      body: {
        preheader: 'شكرًا لتأكيدك.',
        heading: 'أصبحت ضمن المشتركين',
        paragraphs: ['شكرًا لتأكيد اشتراكك، وستصلك نشرتنا القادمة على هذا العنوان.'],
        button: { label: 'تصفّح الإقامات', url: homeUrl },
        footerLink: { label: 'إلغاء الاشتراك', url: unsubscribeUrl },
      },
    }),
  },
  property_submitted: {
    en: ({ name, reference, photos }, { number }) => ({
      subject: `We received your property (${reference})`,
      body: {
        preheader: `Your reference is ${reference}.`,
        heading: `Thank you, ${name}`,
        paragraphs: [
          `We received your property with ${number(photos)} ${photos === 1 ? 'photo' : 'photos'}. Our team reviews it and calls you within three working days to arrange a visit.`,
        ],
        code: reference,
        notes: ['Quote this reference when you talk to us about this property.'],
      },
    }),
    ar: ({ name, reference, photos }, { number }) => ({
      subject: `استلمنا طلب عرض عقارك (${reference})`,
      body: {
        preheader: `رقمك المرجعي ${reference}.`,
        heading: `شكرًا لك يا ${name}`,
        paragraphs: [
          `استلمنا بيانات عقارك مع ${number(photos)} من الصور، وسيراجعها فريقنا ويتصل بك خلال ثلاثة أيام عمل لترتيب زيارة.`,
        ],
        code: reference,
        notes: ['اذكر هذا الرقم المرجعي عند تواصلك معنا بشأن هذا العقار.'],
      },
    }),
  },
};
