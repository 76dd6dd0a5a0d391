import type { Locale } from '../../../contract/common';
import { RTL_LOCALES } from '../../../contract/common';

/**
 * The one HTML frame every mail uses. Mail clients ignore <style> blocks and modern CSS unevenly, so
 * this is a table layout with inline styles and physical alignment (right for Arabic): the dialect
 * Gmail, Outlook and Apple Mail all read the same way.
 */

export const BRAND = { teal: '#0f5b5c', gold: '#d9a441', ink: '#1f2a2b', muted: '#5f6b6c', paper: '#f4f1ea' };

export interface EmailBody {
  /** Shown by most inboxes beside the subject; hidden in the mail itself. */
  preheader: string;
  heading: string;
  /** Plain text; escaped here. */
  paragraphs: readonly string[];
  /** A one-time code, shown large and always left-to-right so the digits read in order. */
  code?: string;
  button?: { label: string; url: string };
  /** A two-column list (label, amount), e.g. a receipt's lines; the last row is shown as the total. */
  rows?: readonly { label: string; value: string }[];
  /** Smaller print under the main content (e.g. "if you didn't ask, ignore this"). */
  notes?: readonly string[];
  /** A small link in the footer, e.g. the newsletter's unsubscribe link. */
  footerLink?: { label: string; url: string };
}

const BRAND_NAME: Record<Locale, string> = { en: 'Sakan', ar: 'سكن' };
const FOOTER: Record<Locale, string> = {
  en: 'This is an automated message from Sakan. Please don’t reply to it.',
  ar: 'هذه رسالة آلية من سكن، يُرجى عدم الرد عليها.',
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderHtml(locale: Locale, body: EmailBody): string {
  const rtl = RTL_LOCALES.includes(locale);
  const dir = rtl ? 'rtl' : 'ltr';
  const align = rtl ? 'right' : 'left';
  // Tahoma and Segoe UI carry good Arabic glyphs on Windows and macOS alike.
  const font = rtl ? "Tahoma, 'Segoe UI', Arial, sans-serif" : "'Segoe UI', Helvetica, Arial, sans-serif";
  const text = `font-family:${font};color:${BRAND.ink};font-size:16px;line-height:1.6;text-align:${align}`;
  const p = (value: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(value)}</p>`;

  const code = body.code
    ? `<p dir="ltr" style="margin:8px 0 24px;text-align:center"><span style="display:inline-block;padding:14px 24px;border:2px solid ${BRAND.gold};border-radius:10px;font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:8px;color:${BRAND.teal}">${escapeHtml(body.code)}</span></p>`
    : '';
  const button = body.button
    ? `<p style="margin:8px 0 24px;text-align:center"><a href="${escapeHtml(body.button.url)}" style="display:inline-block;padding:12px 28px;border-radius:8px;background:${BRAND.teal};color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(body.button.label)}</a></p>`
    : '';
  const notes = (body.notes ?? []).map((note) => p(note, `font-size:14px;color:${BRAND.muted}`)).join('');
  const end = rtl ? 'left' : 'right';
  const rowList = body.rows ?? [];
  const rows = rowList.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="margin:0 0 24px;border-collapse:collapse">${rowList
        .map((row, i) => {
          const last = i === rowList.length - 1;
          const cell = `padding:6px 0;${last ? `border-top:2px solid ${BRAND.teal};font-weight:bold;` : 'border-top:1px solid #e6e1d6;'}font-family:${font};font-size:15px;color:${BRAND.ink}`;
          return `<tr><td style="${cell};text-align:${align}">${escapeHtml(row.label)}</td><td style="${cell};text-align:${end};white-space:nowrap">${escapeHtml(row.value)}</td></tr>`;
        })
        .join('')}</table>`
    : '';
  const footerLink = body.footerLink
    ? `<br><a href="${escapeHtml(body.footerLink.url)}" style="color:${BRAND.muted}">${escapeHtml(body.footerLink.label)}</a>`
    : '';

  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(body.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${BRAND.paper}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(body.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="background:${BRAND.paper}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND.teal};border-bottom:4px solid ${BRAND.gold};padding:20px 32px;text-align:${align};font-family:${font};font-size:24px;font-weight:bold;color:#ffffff">${BRAND_NAME[locale]}</td></tr>
<tr><td style="padding:32px;${text}">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.4;color:${BRAND.teal}">${escapeHtml(body.heading)}</h1>
${body.paragraphs.map((paragraph) => p(paragraph)).join('')}
${rows}${code}${button}${notes}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e6e1d6;font-family:${font};font-size:12px;color:${BRAND.muted};text-align:${align}">${escapeHtml(FOOTER[locale])}${footerLink}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The text part says the same as the HTML part, for clients and people who read plain text. */
export function renderText(locale: Locale, body: EmailBody): string {
  const blocks = [
    body.heading,
    ...body.paragraphs,
    ...(body.rows?.length ? [body.rows.map((row) => `${row.label}: ${row.value}`).join('\n')] : []),
    ...(body.code ? [body.code] : []),
    ...(body.button ? [`${body.button.label}: ${body.button.url}`] : []),
    ...(body.notes ?? []),
    `— ${BRAND_NAME[locale]}\n${FOOTER[locale]}`,
    ...(body.footerLink ? [`${body.footerLink.label}: ${body.footerLink.url}`] : []),
  ];
  return `${blocks.join('\n\n')}\n`;
}
