import type { Locale } from '../../../contract/common';
import type { EmailBody } from './layout';

/**
 * The away mail: someone wrote in a thread and its reader has not read it for 10 minutes. One mail
 * per thread until the reader opens it (modules/messages/away-mail.ts), never one per message, and
 * no message text in it: the mail says where to read, the thread stays on the site.
 */
export interface MessagesEmailParams {
  message_waiting: {
    name: string;
    unit: string;
    /** Unread messages in the thread when the mail left. */
    count: number;
    /** `/account/messages/<id>` or `/hosting/messages/<id>`, without the language. */
    path: string;
  };
}

type MessagesCopy<T extends keyof MessagesEmailParams> = (
  params: MessagesEmailParams[T],
  helpers: { number: (n: number) => string; link: (path: string) => string | null },
) => { subject: string; body: EmailBody };

const withButton = (label: string, url: string | null) => (url ? { button: { label, url } } : {});

export const messagesCopy: { [T in keyof MessagesEmailParams]: Record<Locale, MessagesCopy<T>> } = {
  message_waiting: {
    en: ({ name, unit, count, path }, { number, link }) => ({
      subject: `New message about ${unit}`,
      body: {
        preheader: count === 1 ? 'You have an unread message.' : `You have ${number(count)} unread messages.`,
        heading: name ? `Hello ${name},` : 'Hello,',
        paragraphs: [
          count === 1
            ? `You have an unread message about ${unit} on Sakan.`
            : `You have ${number(count)} unread messages about ${unit} on Sakan.`,
          'Read and answer it on the site: for your safety, keep the conversation and payments on Sakan.',
        ],
        notes: ['We send one such mail per conversation until you read it.'],
        ...withButton('Read the message', link(`/en${path}`)),
      },
    }),
    ar: ({ name, unit, count, path }, { number, link }) => ({
      subject: `رسالة جديدة بشأن ${unit}`,
      body: {
        preheader: count === 1 ? 'لديك رسالة لم تقرأها.' : `لديك رسائل لم تقرأها: ${number(count)}.`,
        heading: name ? `مرحبًا ${name}،` : 'مرحبًا،',
        paragraphs: [
          count === 1
            ? `لديك رسالة لم تقرأها بشأن ${unit} في سكن.`
            : `لديك رسائل لم تقرأها بشأن ${unit} في سكن، عددها ${number(count)}.`,
          'اقرأها وردّ عليها في الموقع: حفاظًا على سلامتك، أبقِ المحادثة والدفع داخل سكن.',
        ],
        notes: ['نرسل رسالة واحدة من هذا النوع لكل محادثة إلى أن تقرأها.'],
        ...withButton('قراءة الرسالة', link(`/ar${path}`)),
      },
    }),
  },
};
