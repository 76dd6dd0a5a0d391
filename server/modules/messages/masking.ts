/**
 * Takes contact details out of a message written before a stay is confirmed: phone numbers (Western,
 * Arabic-Indic ٠-٩ and Eastern Persian ۰-۹ digits, mixed, with spaces, dashes, dots or brackets
 * between them), e-mail addresses (also written "name at gmail dot com") and links to other booking
 * sites or chat apps. Paying through the site is what protects both sides; a number swapped before
 * that takes the booking, and its protection, elsewhere.
 *
 * Pure and deterministic: the table test (masking.test.ts) holds the tricky cases, including innocent
 * numbers (prices, dates, times, guest counts) that must stay as they are.
 */

/** What replaces each masked span: the same whatever was there, so it reveals no length or digits. */
export const MASK = '•••';

const DIGIT = '[0-9\u0660-\u0669\u06F0-\u06F9]';
// Between two digits of one number: up to three spaces, dashes, dots, slashes or brackets.
const SEPARATOR = '[\\s.\\-\u2010-\u2015()/]';
const NUMBER_RUN = new RegExp(`[+(]?${DIGIT}(?:${SEPARATOR}{0,3}${DIGIT})+`, 'gu');

/**
 * A phone number has at least this many digits (the Gulf's local numbers have 8); prices, counts,
 * times and reservation codes have fewer.
 */
const PHONE_MIN_DIGITS = 8;

/** Arabic-Indic and Eastern Persian digits read as Western ones. */
export function westernDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

const validDay = (year: number, month: number, day: number) =>
  year >= 1900 && year <= 2099 && month >= 1 && month <= 12 && day >= 1 && day <= 31;

// Calendar dates, year first or last, with one kind of separator; checked for real months and days.
const DATE = /(\d{4})([-./])(\d{1,2})\2(\d{1,2})|(\d{1,2})([-./])(\d{1,2})\6(\d{4})/g;

/** The digits of a number run left once the real calendar dates in it are taken out. */
function digitsBesideDates(run: string): number {
  const rest = run.replace(
    DATE,
    (
      whole,
      y1?: string,
      _s1?: string,
      m1?: string,
      d1?: string,
      a?: string,
      _s2?: string,
      b?: string,
      y2?: string,
    ) => {
      const ok =
        y1 !== undefined
          ? validDay(Number(y1), Number(m1), Number(d1))
          : validDay(Number(y2), Number(b), Number(a)) || validDay(Number(y2), Number(a), Number(b));
      return ok ? ' ' : whole;
    },
  );
  return rest.replace(/\D/g, '').length;
}

/** "4500-6000", "1500 2000 2500": a few round amounts side by side, not a number to call. */
function roundAmounts(run: string): boolean {
  const groups = run.split(/\D+/).filter(Boolean);
  return groups.length <= 3 && groups.every((group) => group.length <= 5 && /^[1-9]\d*0$/.test(group));
}

/** "10.00-12.30": a span of the day written with dots. */
const TIME_RANGE = /^([01]?\d|2[0-3])\.[0-5]\d\s*[-‐-―]\s*([01]?\d|2[0-3])\.[0-5]\d$/;

function maskPhones(text: string): string {
  return text.replace(NUMBER_RUN, (run) => {
    const western = westernDigits(run);
    if (western.replace(/\D/g, '').length < PHONE_MIN_DIGITS) return run;
    if (digitsBesideDates(western) < PHONE_MIN_DIGITS || roundAmounts(western)) return run;
    if (TIME_RANGE.test(western)) return run;
    return MASK;
  });
}

const WORD = '[\\p{L}\\p{N}_%+-]';
// Starts only where a word starts: retrying inside a long word would make a long text quadratic.
const LOCAL = `(?<![\\p{L}\\p{N}_%+.-])${WORD}+(?:\\.${WORD}+)*`;
const LABEL = '[\\p{L}\\p{N}-]+';
// name@host.tld, any domain (spaces allowed around the @ only, or a full-width ＠).
const EMAIL = new RegExp(`${LOCAL}\\s*[@\uFF20]\\s*${LABEL}(?:\\.${LABEL})*\\.\\p{L}{2,}`, 'giu');
// Written to slip past a filter: "name at gmail dot com", "name (at) gmail.com", "name[at]gmail[dot]com",
// "name @ gmail . com". Then the domain must end in a common top-level domain, and a dot with spaces
// counts only with spaces on both sides, so plain English ("arrive at home. Me and…") stays.
const AT = '(?:\\s*[([{]\\s*at\\s*[)\\]}]\\s*|\\s+at\\s+|\\s*[@\uFF20]\\s*)';
const DOT = '(?:\\s*[([{]\\s*dot\\s*[)\\]}]\\s*|\\s+dot\\s+|\\s+\\.\\s+|\\.)';
const TLD = '(?:com|net|org|info|io|co|me|sa|ae|eg|om|qa|kw|bh|uk|fr|de|edu|gov)';
const SPELLED_EMAIL = new RegExp(
  `${LOCAL}${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}(?![\\p{L}\\p{N}-])`,
  'giu',
);

/** Other booking sites, by their domains (any subdomain or country ending, any path). */
const BOOKING_SITES = [
  'airbnb',
  'booking',
  'gathern',
  'vrbo',
  'homeaway',
  'expedia',
  'agoda',
  'hotels',
  'trivago',
  'kayak',
  'almosafer',
  'tripadvisor',
];
const BOOKING_LINK = new RegExp(
  `(?<![\\p{L}\\p{N}_-])(?:https?:\\/\\/)?(?:[\\w-]+\\.)*(?:${BOOKING_SITES.join('|')})\\s*\\.\\s*(?:com|co|net|org|sa|ae|ca)(?:\\.[a-z]{2})?(?![\\p{L}\\p{N}-])(?:\\/\\S*)?`,
  'giu',
);
/** Chat apps' contact links (a number or a name after the slash). */
const CHAT_LINK = new RegExp(
  `(?<![\\p{L}\\p{N}_-])(?:https?:\\/\\/)?(?:wa\\.me|t\\.me|telegram\\.me|(?:api|chat)\\.whatsapp\\.com|(?:www\\.)?(?:instagram|snapchat)\\.com)\\/\\S+`,
  'giu',
);

export interface Masked {
  text: string;
  /** Something was taken out: the client shows a note. */
  masked: boolean;
}

/** Masks contact details; answers the text unchanged (masked false) when there are none. */
export function maskContactDetails(input: string): Masked {
  // Links and e-mails first: digits in them (a listing id, name2024@) then go with them.
  const text = maskPhones(
    input
      .replace(BOOKING_LINK, MASK)
      .replace(CHAT_LINK, MASK)
      .replace(EMAIL, MASK)
      .replace(SPELLED_EMAIL, MASK),
  );
  return { text, masked: text !== input };
}
