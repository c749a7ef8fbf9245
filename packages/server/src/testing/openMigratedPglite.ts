import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { PgliteWorkerClient } from "../db/PgliteWorkerClient.ts";

/**
 * A fresh in-memory PGlite holding a copy of the migrated database dumped once per run by the globalSetup
 * (testing/globalSetup.ts): no initdb and no core migrations per test file. The caller closes it.
 */
export function openMigratedPglite(): PGlite {
  return new PGlite({ loadDataDir: new Blob([readFileSync(inject("pgliteDumpPath"))]) });
}

/**
 * The same copy opened in a PGlite worker thread (PgliteWorkerClient): test servers use it when the run sets
 * `FOYER_PGLITE_WORKER=1`, so the suite's PGlite tests can be run against the worker. The caller closes it.
 */
export async function openMigratedPgliteWorker(): Promise<PGlite> {
  const client = await PgliteWorkerClient.start({ loadDataDir: readFileSync(inject("pgliteDumpPath")) });
  return client.asPglite();
}
