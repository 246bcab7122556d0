import pg from "pg";

/**
 * Runs one statement on its own connection to the PostgreSQL server of `serverUrl`: creating or
 * dropping a database cannot run inside a pool's transaction, and a template must have no open
 * connection while it is copied, so each statement connects and disconnects.
 */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
