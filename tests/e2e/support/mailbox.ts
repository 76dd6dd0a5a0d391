import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP listener for the end-to-end run (the mail relay is outside the machine, so this is where
 * we stand in for it, at the protocol). Each message lands as a file the specs can read.
 */
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? join(process.cwd(), 'test-results', 'e2e-mail');

export function startMailbox(port: number): Promise<SMTPServer> {
  mkdirSync(MAIL_DIR, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const name = `${Date.now()}-${Math.random().toString(36).slice(2)}.json`;
        writeFileSync(
          join(MAIL_DIR, name),
          JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }),
        );
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Every message received for an address, oldest first, as raw RFC 822 text. */
export function messagesTo(address: string): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(MAIL_DIR).sort();
  } catch {
    return [];
  }
  return names
    .map((name) => JSON.parse(readFileSync(join(MAIL_DIR, name), 'utf8')) as { to: string[]; raw: string })
    .filter((m) => m.to.includes(address.toLowerCase()))
    .map((m) => m.raw);
}
