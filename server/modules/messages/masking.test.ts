import { describe, expect, it } from 'vitest';
import { MASK, maskContactDetails, westernDigits } from './masking';

/** Contact details before a confirmed stay: what must be taken out, and what must stay untouched. */
const MASKED: [string, string, string][] = [
  ['a Saudi mobile', 'Call me on 0501234567 please', `Call me on ${MASK} please`],
  ['with the country code', 'my number +966 50 123 4567', `my number ${MASK}`],
  ['with 00 and dashes', 'whatsapp 00966-50-123-4567 ok', `whatsapp ${MASK} ok`],
  ['split by spaces digit by digit', '0 5 0 1 2 3 4 5 6 7', MASK],
  ['split by dots', '050.123.4567', MASK],
  ['in brackets', '(050) 123 4567', MASK],
  ['Arabic-Indic digits', 'رقمي ٠٥٠١٢٣٤٥٦٧ شكراً', `رقمي ${MASK} شكراً`],
  ['Arabic-Indic with spaces', 'اتصل على ٠٥٥ ١٢٣ ٤٥٦٧', `اتصل على ${MASK}`],
  ['Eastern Persian digits', 'شماره ۰۵۰۱۲۳۴۵۶۷', `شماره ${MASK}`],
  ['mixed scripts in one number', 'رقمي 05٠١٢٣4567', `رقمي ${MASK}`],
  ['a Gulf number of 8 digits', 'Kuwait 9876 5432', `Kuwait ${MASK}`],
  ['an e-mail', 'write to layla.haddad@gmail.com today', `write to ${MASK} today`],
  ['an e-mail with spaces round @', 'layla @ gmail . com', MASK],
  ['an e-mail spelled with at and dot', 'layla at gmail dot com', MASK],
  ['an e-mail spelled with (at)', 'layla (at) hotmail.com', MASK],
  ['an e-mail spelled with [at] [dot]', 'layla[at]outlook[dot]sa', MASK],
  ['an e-mail in Arabic text', 'راسلني على layla@example.sa', `راسلني على ${MASK}`],
  ['an Airbnb link', 'cheaper here https://www.airbnb.com/rooms/123456', `cheaper here ${MASK}`],
  ['a bare booking.com link', 'see booking.com/hotel/sa/x.html', `see ${MASK}`],
  ['Gathern', 'احجز من gathern.co مباشرة', `احجز من ${MASK} مباشرة`],
  ['a country domain', 'airbnb.co.uk/rooms/9', MASK],
  ['a WhatsApp link', 'chat: wa.me/966501234567', `chat: ${MASK}`],
  ['a Telegram link', 'https://t.me/layla_h', MASK],
  ['a phone and an e-mail together', '0501234567 or x@y.com', `${MASK} or ${MASK}`],
];

const UNTOUCHED: [string, string][] = [
  ['a price', 'The price is 500 SAR a night'],
  ['a price with a thousands comma', 'Total 1,500 SAR including cleaning'],
  ['a price in Arabic digits', 'السعر ٥٠٠ ريال لليلة'],
  ['a price range', 'my budget is 4500-6000 SAR'],
  ['a spaced amount', 'the deposit is 12 500 SAR'],
  ['a date', 'Arriving 2026-12-18 at 14:30'],
  ['a date range', 'from 2026-12-18 - 2026-12-20'],
  ['a day-first date', 'من 18/12/2026 إلى 20/12/2026'],
  ['a date in Arabic digits', 'الوصول ٢٠٢٦-١٢-١٨'],
  ['times', 'check-in 15:00, check-out 12:00'],
  ['a time range with dots', 'we arrive between 10.00-12.30'],
  ['guest counts', 'We are 2 adults and 3 children, 4 guests in all'],
  ['a flight', 'Flight SV 1234 lands at 9'],
  ['a reservation code', 'My booking is SKN-7K3P9Q'],
  ['the word at in a sentence', 'We arrive at home. Me and my wife'],
  ['at with a number', 'we land at 5. Co-host meets us'],
  ['the word booking', 'I am booking. Coming with family'],
  ['the name of a site without a link', 'I saw it on Airbnb too'],
  ['an @ without a domain', 'check-in @ 3. Then dinner'],
  ['a door code before it is sent', 'the lock is 4455'],
];

describe('maskContactDetails', () => {
  it.each(MASKED)('masks %s', (_name, input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, masked: true });
  });

  it.each(UNTOUCHED)('leaves %s', (_name, input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, masked: false });
  });

  it('answers within a few milliseconds for the longest messages', () => {
    const started = performance.now();
    maskContactDetails(`${'a'.repeat(1000)}@${'b.'.repeat(499)}`);
    maskContactDetails('1 '.repeat(1000));
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('westernDigits', () => {
  it('reads both Arabic scripts as Western digits', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });
});
