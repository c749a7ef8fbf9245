import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";

/**
 * A fresh in-memory PGlite holding a copy of the migrated database dumped once per run by the globalSetup
 * (testing/globalSetup.ts): no initdb and no core migrations per test file. The caller closes it.
 */
export function openMigratedPglite(): PGlite {
  return new PGlite({ loadDataDir: new Blob([readFileSync(inject("pgliteDumpPath"))]) });
}
