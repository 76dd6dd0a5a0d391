import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The newest PostgreSQL whose server binaries are installed (postgresql-NN from Debian). */
export function postgresBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'pg_basebackup')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      'No PostgreSQL server binaries in /usr/lib/postgresql/*/bin: apt-get install -y postgresql',
    );
  }
  return join(root, versions[0], 'bin');
}

export const asPostgres: { uid?: number; gid?: number } = (() => {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
})();

export function run(bin: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Detached: a Ctrl-C in the terminal reaches only the script, which then stops PostgreSQL in order.
    const child = spawn(bin, args, { cwd, ...asPostgres, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${bin} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}
