/**
 * Only the digits of what was typed, as ASCII: Arabic-Indic (٠–٩) and Persian (۰–۹) digits from an
 * Arabic keyboard count as the digits they are (one-time codes are checked as ASCII digits).
 */
export const asciiDigits = (value: string): string =>
  value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf)).replace(/\D/g, '');
