import type { SQL } from "drizzle-orm";
import type { Database } from "./Database.ts";

/**
 * Runs one raw statement (a CTE the query builder cannot express) and answers its rows, named as the SQL
 * names them. Both drivers answer `{ rows }` and parse timestamptz to Date and json to objects.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
