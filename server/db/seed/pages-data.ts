import type { InformativePageSlug, PageBlock } from '../../../contract/content-pages';
import { PRIVACY } from './pages-privacy';
import { TERMS } from './pages-terms';

/** Both languages of one block side by side, so a translation can't drift out of order. */
export type BilingualBlock =
  | { heading: string; en: string; ar: string }
  | { paragraph: { en: string; ar: string } }
  | { list: { en: string[]; ar: string[] }; ordered?: boolean };

export interface PageSeed {
  slug: InformativePageSlug;
  title: { en: string; ar: string };
  summary: { en: string; ar: string };
  updatedOn: string;
  blocks: BilingualBlock[];
}

export function blocksIn(blocks: BilingualBlock[], locale: 'en' | 'ar'): PageBlock[] {
  return blocks.map((block): PageBlock => {
    if ('heading' in block) return { type: 'heading', id: block.heading, text: block[locale] };
    if ('paragraph' in block) return { type: 'paragraph', text: block.paragraph[locale] };
    return { type: 'list', ordered: block.ordered ?? false, items: block.list[locale] };
  });
}

const ABOUT: PageSeed = {
  slug: 'about-us',
  title: { en: 'About Sakan', ar: 'عن سكن' },
  summary: {
    en: 'Sakan brings short stays and shared property investment across the Gulf into one place, in Arabic and English.',
    ar: 'يجمع سكن الإقامات القصيرة والاستثمار العقاري المشترك في أنحاء الخليج في مكان واحد، باللغتين العربية والإنجليزية.',
  },
  updatedOn: '2026-11-01',
  blocks: [
    { heading: 'who-we-are', en: 'Who we are', ar: 'من نحن' },
    {
      paragraph: {
        en: 'Sakan is a rental and investment platform based in Riyadh. We list furnished apartments, villas, chalets and desert camps across Saudi Arabia and the wider Gulf, and we let people own a share of income-producing homes without buying a whole property.',
        ar: 'سكن منصة للتأجير والاستثمار مقرها الرياض. نعرض شققًا مفروشة وفللًا وشاليهات ومخيمات برية في أنحاء المملكة العربية السعودية والخليج، ونتيح للأفراد امتلاك حصة في عقارات مدرّة للدخل دون شراء العقار كاملًا.',
      },
    },
    { heading: 'what-we-offer', en: 'What we offer', ar: 'ماذا نقدّم' },
    {
      list: {
        en: [
          'Stays for a night, a weekend or a season, with the full price shown before you pay.',
          'Investment units sold in shares, with the expected yield and the documents on each unit’s page.',
          'One account for bookings, wishlist, reviews and rewards, in Arabic or English.',
        ],
        ar: [
          'إقامات لليلة أو لعطلة نهاية الأسبوع أو لموسم كامل، مع عرض السعر الكامل قبل الدفع.',
          'وحدات استثمارية تُطرح على شكل حصص، مع العائد المتوقع والمستندات في صفحة كل وحدة.',
          'حساب واحد للحجوزات والمفضلة والتقييمات والمكافآت، بالعربية أو الإنجليزية.',
        ],
      },
    },
    { heading: 'how-we-work', en: 'How we work', ar: 'كيف نعمل' },
    {
      paragraph: {
        en: 'Every home is checked by our team before it is listed, and hosts agree to our quality and safety standards. Guests pay through Sakan, so hosts are paid only after a stay has begun as booked.',
        ar: 'يزور فريقنا كل منزل قبل عرضه، ويلتزم المضيفون بمعايير الجودة والسلامة لدينا. يدفع الضيوف عبر سكن، فلا يحصل المضيف على مستحقاته إلا بعد بدء الإقامة كما حُجزت.',
      },
    },
    { heading: 'contact', en: 'Get in touch', ar: 'تواصل معنا' },
    {
      paragraph: {
        en: 'Questions, partnerships or a home to list: write to us from the contact page and we answer within one working day, Sunday to Thursday.',
        ar: 'لأي سؤال أو شراكة أو منزل ترغب في عرضه، راسلنا عبر صفحة «تواصل معنا»، ونرد خلال يوم عمل واحد من الأحد إلى الخميس.',
      },
    },
  ],
};

export const PAGES_SEED: PageSeed[] = [ABOUT, PRIVACY, TERMS];
