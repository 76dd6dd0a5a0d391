/**
 * The readable text of a raw RFC 822 message: every part's body, decoded from base64 or
 * quoted-printable, so a spec can find the code in it whatever encoding the mailer chose.
 */
export function mailText(raw: string): string {
  // The message's own headers (addresses, dates, ids) are not text a reader sees: skip them.
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/).slice(1);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      const headers = split >= 0 ? part.slice(0, split) : '';
      const body = split >= 0 ? part.slice(split).trim() : part;
      if (/content-transfer-encoding:\s*base64/i.test(headers)) {
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      return body;
    })
    .join('\n');
}

/** The subject line, decoded when it is an RFC 2047 encoded word (Arabic subjects are). */
export function mailSubject(raw: string): string {
  const line = /^subject:\s*(.+(?:\r?\n[ \t].+)*)/im.exec(raw)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\?=\s+=\?/g, '');
}
