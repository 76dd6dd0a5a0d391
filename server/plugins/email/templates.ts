import type { Locale } from '../../../contract/common';
import { formatCount, formatMoment } from '../../../contract/format';
import { OTP_TTL_MS } from '../../lib/otp';
import { renderHtml, renderText, type EmailBody } from './layout';
import { bookingReceiptCopy, type BookingReceipt } from './booking-receipt';
import { tripsCopy, type TripsEmailParams } from './templates-trips';
import { contentCopy, type ContentEmailParams } from './templates-content';
import { licenceCopy, type LicenceEmailParams } from './templates-licence';
import { hostingCopy, type HostingEmailParams } from './templates-hosting';
import { backofficeCopy, type BackofficeEmailParams } from './templates-backoffice';
import { messagesCopy, type MessagesEmailParams } from './templates-messages';

/** What each template needs from the caller. */
export interface EmailParams
  extends
    TripsEmailParams,
    ContentEmailParams,
    LicenceEmailParams,
    HostingEmailParams,
    BackofficeEmailParams,
    MessagesEmailParams {
  otp: { code: string };
  welcome: { name?: string | null };
  password_changed: { changedAt: Date };
  login_alert: { failures: number; since: Date };
  booking_receipt: BookingReceipt;
}
export type EmailTemplate = keyof EmailParams;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Where buttons point; without it the mails simply have no button. */
export interface TemplateContext {
  appUrl?: string;
}

export type Copy<T extends EmailTemplate> = (
  params: EmailParams[T],
  helpers: {
    number: (n: number) => string;
    date: (d: Date) => string;
    link: (path: string) => string | null;
  },
) => { subject: string; body: EmailBody };

const OTP_MINUTES = OTP_TTL_MS / 60_000;

const copy: { [T in EmailTemplate]: Record<Locale, Copy<T>> } = {
  booking_receipt: bookingReceiptCopy,
  reservation_cancelled: {
    en: (params, { link }) => tripsCopy.en(params, link),
    ar: (params, { link }) => tripsCopy.ar(params, link),
  },
  ...contentCopy,
  ...licenceCopy,
  ...hostingCopy,
  ...backofficeCopy,
  ...messagesCopy,
  otp: {
    en: ({ code }, { number }) => ({
      subject: 'Your Sakan password reset code',
      body: {
        preheader: `Your code is valid for ${number(OTP_MINUTES)} minutes.`,
        heading: 'Reset your password',
        paragraphs: ['Use this code to reset the password of your Sakan account:'],
        code,
        notes: [
          `The code is valid for ${number(OTP_MINUTES)} minutes and works only once.`,
          'If you didn’t ask to reset your password, you can ignore this email. Your password stays the same.',
        ],
      },
    }),
    ar: ({ code }, { number }) => ({
      subject: 'رمز إعادة تعيين كلمة المرور في سكن',
      body: {
        preheader: `الرمز صالح لمدة ${number(OTP_MINUTES)} دقائق.`,
        heading: 'إعادة تعيين كلمة المرور',
        paragraphs: ['استخدم الرمز التالي لإعادة تعيين كلمة مرور حسابك في سكن:'],
        code,
        notes: [
          `الرمز صالح لمدة ${number(OTP_MINUTES)} دقائق، ولا يُستخدم إلا مرة واحدة.`,
          'إن لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
        ],
      },
    }),
  },
  welcome: {
    en: ({ name }, { link }) => {
      const url = link('/en');
      return {
        subject: 'Welcome to Sakan',
        body: {
          preheader: 'Your account is ready.',
          heading: name ? `Welcome to Sakan, ${name}!` : 'Welcome to Sakan!',
          paragraphs: [
            'Your account is ready. Browse homes and units, save the ones you like to your wishlist, and book your stay in a few steps.',
          ],
          ...(url ? { button: { label: 'Start exploring', url } } : {}),
          notes: ['You’re receiving this email because this address was used to create a Sakan account.'],
        },
      };
    },
    ar: ({ name }, { link }) => {
      const url = link('/ar');
      return {
        subject: 'أهلًا بك في سكن',
        body: {
          preheader: 'حسابك جاهز الآن.',
          heading: name ? `أهلًا بك في سكن، ${name}!` : 'أهلًا بك في سكن!',
          paragraphs: [
            'حسابك جاهز الآن. تصفّح المنازل والوحدات، واحفظ ما يعجبك في قائمة المفضّلة، واحجز إقامتك في خطوات قليلة.',
          ],
          ...(url ? { button: { label: 'ابدأ التصفّح', url } } : {}),
          notes: ['وصلتك هذه الرسالة لأن هذا البريد الإلكتروني استُخدم لإنشاء حساب في سكن.'],
        },
      };
    },
  },
  password_changed: {
    en: ({ changedAt }, { date, link }) => {
      const url = link('/en/forget-password');
      return {
        subject: 'Your Sakan password was changed',
        body: {
          preheader: 'If this wasn’t you, reset your password now.',
          heading: 'Your password was changed',
          paragraphs: [
            `The password of your Sakan account was changed on ${date(changedAt)} (UTC).`,
            'If this was you, there’s nothing more to do.',
            'If it wasn’t you, reset your password now to secure your account.',
          ],
          ...(url ? { button: { label: 'Reset my password', url } } : {}),
        },
      };
    },
    ar: ({ changedAt }, { date, link }) => {
      const url = link('/ar/forget-password');
      return {
        subject: 'تم تغيير كلمة مرور حسابك في سكن',
        body: {
          preheader: 'إن لم تكن أنت من غيّرها، فأعد تعيينها الآن.',
          heading: 'تم تغيير كلمة المرور',
          paragraphs: [
            `تم تغيير كلمة مرور حسابك في سكن بتاريخ ${date(changedAt)} بالتوقيت العالمي (UTC).`,
            'إن كنت أنت من قام بذلك، فلا يلزمك أي إجراء آخر.',
            'وإن لم تكن أنت، فأعد تعيين كلمة المرور الآن لحماية حسابك.',
          ],
          ...(url ? { button: { label: 'إعادة تعيين كلمة المرور', url } } : {}),
        },
      };
    },
  },
  login_alert: {
    en: ({ failures, since }, { date, number, link }) => {
      const url = link('/en/forget-password');
      return {
        subject: 'Failed sign-ins to your Sakan account',
        body: {
          preheader: 'Someone keeps trying to sign in with your email address.',
          heading: 'Someone is trying to sign in',
          paragraphs: [
            `There have been ${number(failures)} failed sign-ins with your email address since ${date(since)} (UTC).`,
            'Your account is not locked: you can still sign in from your own device as usual.',
            'If these weren’t you, choose a new password with a one-time code. That always works, whatever anyone else tries.',
          ],
          ...(url ? { button: { label: 'Choose a new password', url } } : {}),
        },
      };
    },
    ar: ({ failures, since }, { date, number, link }) => {
      const url = link('/ar/forget-password');
      return {
        subject: 'محاولات فاشلة لتسجيل الدخول إلى حسابك في سكن',
        body: {
          preheader: 'هناك من يحاول تسجيل الدخول ببريدك الإلكتروني مرارًا.',
          heading: 'هناك من يحاول تسجيل الدخول',
          paragraphs: [
            `عدد محاولات تسجيل الدخول الفاشلة ببريدك الإلكتروني منذ ${date(since)} بالتوقيت العالمي (UTC): ${number(failures)}.`,
            'حسابك غير مقفل: ما زال بإمكانك تسجيل الدخول من جهازك كالمعتاد.',
            'إن لم تكن أنت من حاول، فاختر كلمة مرور جديدة برمز لمرة واحدة. هذا ينجح دائمًا مهما حاول غيرك.',
          ],
          ...(url ? { button: { label: 'اختيار كلمة مرور جديدة', url } } : {}),
        },
      };
    },
  },
};

/** Renders a template in the recipient's language; numbers and dates as the pages print them (contract/format.ts). */
export function renderEmail<T extends EmailTemplate>(
  template: T,
  locale: Locale,
  params: EmailParams[T],
  context: TemplateContext = {},
): RenderedEmail {
  const base = context.appUrl?.replace(/\/+$/, '');
  const { subject, body } = copy[template][locale](params, {
    number: (n) => formatCount(n, locale),
    // The server does not know the reader's time zone, so times are in UTC and the copy says so.
    date: (d) => formatMoment(d, locale, 'UTC'),
    link: (path) => (base ? `${base}${path}` : null),
  });
  return { subject, html: renderHtml(locale, body), text: renderText(locale, body) };
}
