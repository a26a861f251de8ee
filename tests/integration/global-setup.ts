import { createTemplate, dropNamed } from "./test-database";

/**
 * One migrated PostgreSQL template for the whole run (TEST_DATABASE_URL): each file's
 * databases are copies of it, where each file's worker process used to migrate its own
 * (a second or more of the run's time per file). Workers find it in TEST_DATABASE_TEMPLATE.
 */
export async function setup(): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = await createTemplate(serverUrl, `aeromarket_template_run_${process.pid}`);
  process.env.TEST_DATABASE_TEMPLATE = name;
  return () => dropNamed(serverUrl, name);
}
