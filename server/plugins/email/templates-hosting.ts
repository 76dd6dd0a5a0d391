import type { Locale } from '../../../contract/common';
import type { EmailBody } from './layout';

/**
 * Mails of becoming a host: the decision on a "List your property" request, and the listing going
 * live. Buttons need the site's address (`link` answers null without it), so they are optional.
 */
export interface HostingEmailParams {
  hosting_accepted: { name: string; reference: string; unitId: number };
  hosting_rejected: { name: string; reference: string; reason: string };
  hosting_published: { name: string; unit: string; slug: string };
}

type HostingCopy<T extends keyof HostingEmailParams> = (
  params: HostingEmailParams[T],
  helpers: { link: (path: string) => string | null },
) => { subject: string; body: EmailBody };

const withButton = (label: string, url: string | null) => (url ? { button: { label, url } } : {});

export const hostingCopy: { [T in keyof HostingEmailParams]: Record<Locale, HostingCopy<T>> } = {
  hosting_accepted: {
    en: ({ name, reference, unitId }, { link }) => ({
      subject: `Your property was accepted (${reference})`,
      body: {
        preheader: 'You are now a host on Sakan.',
        heading: `Welcome aboard, ${name || 'host'}`,
        paragraphs: [
          'We accepted your property and made a draft listing from what you sent us: the description, the photos, the city and the capacity.',
          'Complete it in both languages, add your photos’ descriptions and your tourism licence, then send it for review. We publish it once it is checked.',
        ],
        code: reference,
        ...withButton('Complete your listing', link(`/en/hosting/units/${unitId}`)),
      },
    }),
    ar: ({ name, reference, unitId }, { link }) => ({
      subject: `قُبل عقارك (${reference})`,
      body: {
        preheader: 'أصبحت الآن مضيفًا في سكن.',
        heading: `أهلًا بك يا ${name || 'مضيفنا'}`,
        paragraphs: [
          'قبلنا عقارك وأنشأنا مسودة إعلان مما أرسلته إلينا: الوصف والصور والمدينة والسعة.',
          'أكمل الإعلان باللغتين، وأضف وصف الصور ورقم ترخيصك السياحي، ثم أرسله للمراجعة. ننشره بعد التحقق منه.',
        ],
        code: reference,
        ...withButton('إكمال الإعلان', link(`/ar/hosting/units/${unitId}`)),
      },
    }),
  },
  hosting_rejected: {
    en: ({ name, reference, reason }, { link }) => ({
      subject: `About your property (${reference})`,
      body: {
        preheader: 'We could not accept your property.',
        heading: `Thank you, ${name || 'for your interest'}`,
        paragraphs: ['We reviewed your property and could not accept it.', `The reason: ${reason}`],
        code: reference,
        notes: ['You are welcome to send a new request once this is resolved.'],
        ...withButton('List a property', link('/en/list-property')),
      },
    }),
    ar: ({ name, reference, reason }, { link }) => ({
      subject: `بشأن عقارك (${reference})`,
      body: {
        preheader: 'تعذّر علينا قبول عقارك.',
        heading: name ? `شكرًا لك يا ${name}` : 'شكرًا لاهتمامك',
        paragraphs: ['راجعنا عقارك وتعذّر علينا قبوله.', `السبب: ${reason}`],
        code: reference,
        notes: ['يسعدنا أن ترسل طلبًا جديدًا بعد معالجة ذلك.'],
        ...withButton('اعرض عقارًا', link('/ar/list-property')),
      },
    }),
  },
  hosting_published: {
    en: ({ name, unit, slug }, { link }) => ({
      subject: `${unit} is live on Sakan`,
      body: {
        preheader: 'Guests can find and book your listing now.',
        heading: `Good news, ${name || 'host'}`,
        paragraphs: [`We checked and published ${unit}. Guests can find and book it from now on.`],
        ...withButton('See your listing', link(`/en/units/${slug}`)),
      },
    }),
    ar: ({ name, unit, slug }, { link }) => ({
      subject: `${unit} منشور الآن في سكن`,
      body: {
        preheader: 'يمكن للضيوف الآن العثور على إعلانك وحجزه.',
        heading: name ? `أخبار سارة يا ${name}` : 'أخبار سارة',
        paragraphs: [`راجعنا ${unit} ونشرناه. يمكن للضيوف العثور عليه وحجزه من الآن.`],
        ...withButton('عرض إعلانك', link(`/ar/units/${slug}`)),
      },
    }),
  },
};
