/** A database the server test suites run against. */
export interface Backend {
  name: "pglite" | "postgres";
  /** Admin connection string (postgres only): each test file creates and drops its own database there. */
  url?: string;
}

/**
 * Embedded PGlite always; real PostgreSQL too when FOYER_TEST_DATABASE_URL is set. Use with
 * `describe.each(backends())("... ($name)", (backend) => ...)`.
 */
export function backends(): Backend[] {
  const url = process.env.FOYER_TEST_DATABASE_URL;
  return url ? [{ name: "pglite" }, { name: "postgres", url }] : [{ name: "pglite" }];
}
