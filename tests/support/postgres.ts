import { randomBytes } from "node:crypto";
import pg from "pg";

/** PostgreSQL for tests: set TEST_DATABASE_URL (CI points it at the local service) to run the PostgreSQL suites. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface TestPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A brand-new database per suite, so every run starts empty and runs can overlap: a copy of `template` (a database
 * nobody is connected to) when given, else empty.
 */
export async function createTestPostgresDatabase(template?: string): Promise<TestPostgresDatabase> {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const copy = template ? ` template "${template}"` : "";
  await withAdminClient((client) => client.query(`create database "${name}"${copy}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
