import pg from 'pg';
import { E2E_ADMIN_URL } from './env';

/** Drops and recreates a database on the admin connection, so every run starts from the real seed. */
export async function freshDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: E2E_ADMIN_URL });
  await client.connect();
  try {
    const ident = client.escapeIdentifier(name);
    await client.query(`drop database if exists ${ident} with (force)`);
    await client.query(`create database ${ident}`);
  } finally {
    await client.end();
  }
  const url = new URL(E2E_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: E2E_ADMIN_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}
