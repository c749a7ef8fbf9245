import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/**
 * The Drizzle handle every service takes. PGlite and node-postgres databases both satisfy it, and so
 * does a transaction (PgTransaction extends PgDatabase), so service functions run inside or outside one.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
