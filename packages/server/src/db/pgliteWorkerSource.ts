/**
 * The code of the PGlite worker thread, plain JavaScript run with `new Worker(source, { eval: true })`: a
 * file would need the TypeScript loader in the worker (tsx, vitest) or a copy step in the build, and this
 * code imports nothing of ours. PGlite's module is imported from the URL the parent resolved.
 *
 * Messages in: `{ id, op, ... }` with op query | exec | begin | end | listen | unlisten | close. Out:
 * `{ id, result }`, `{ id, error }` (the error's message, name and string or number fields: a
 * DatabaseError's `code`, `constraint`, `detail`...) or `{ notify, payload }` for a LISTEN subscription.
 * A transaction is PGlite's own `transaction()`, held open in the worker until `end`: PGlite queues every
 * other query behind it, as in process.
 */
export const PGLITE_WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { mkdirSync } = require("node:fs");

const plainError = (error) => {
  const out = { message: String(error && error.message ? error.message : error), name: error && error.name };
  if (error && typeof error === "object") {
    for (const [key, value] of Object.entries(error)) {
      if (typeof value === "string" || typeof value === "number") out[key] = value;
    }
  }
  return out;
};

const identity = (value) => value;

(async () => {
  // Before PGlite's WebAssembly is compiled: V8's flags are read at compile time (pgliteSettings.ts).
  if (workerData.v8Flags) require("node:v8").setFlagsFromString(workerData.v8Flags);
  const { PGlite } = await import(workerData.pgliteUrl);
  const options = { startParams: [...PGlite.defaultStartParams, ...workerData.settings] };
  if (workerData.loadDataDir) options.loadDataDir = new Blob([workerData.loadDataDir]);
  if (workerData.dataDir) mkdirSync(workerData.dataDir, { recursive: true });
  const pglite = workerData.dataDir ? new PGlite(workerData.dataDir, options) : new PGlite(options);
  await pglite.waitReady;

  const transactions = new Map();
  const subscriptions = new Map();
  let nextTx = 1;

  const target = (tx) => (tx ? transactions.get(tx).tx : pglite);
  const queryOptions = (options) => {
    if (!options) return undefined;
    const parsers = {};
    for (const oid of options.identityOids ?? []) parsers[oid] = identity;
    return { rowMode: options.rowMode, parsers };
  };

  const handlers = {
    query: (m) => target(m.tx).query(m.sql, m.params, queryOptions(m.options)),
    exec: (m) => target(m.tx).exec(m.sql),
    begin: () =>
      new Promise((begun, failed) => {
        const id = nextTx++;
        const entry = {};
        transactions.set(id, entry);
        entry.done = pglite
          .transaction(
            (tx) =>
              new Promise((commit, rollback) => {
                Object.assign(entry, { tx, commit, rollback });
                begun(id);
              }),
          )
          .finally(() => transactions.delete(id));
        entry.done.catch(failed);
      }),
    end: async (m) => {
      const entry = transactions.get(m.tx);
      const done = entry.done;
      if (m.commit) entry.commit();
      else entry.rollback(new Error("rollback"));
      await done.catch((error) => {
        if (m.commit) throw error;
      });
    },
    listen: async (m) => {
      const unsubscribe = await pglite.listen(m.channel, (payload) =>
        parentPort.postMessage({ notify: m.subscription, payload }),
      );
      subscriptions.set(m.subscription, unsubscribe);
    },
    unlisten: async (m) => {
      const unsubscribe = subscriptions.get(m.subscription);
      subscriptions.delete(m.subscription);
      if (unsubscribe && !pglite.closed) await unsubscribe();
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };

  parentPort.on("message", async (m) => {
    try {
      const result = await handlers[m.op](m);
      parentPort.postMessage({ id: m.id, result });
    } catch (error) {
      parentPort.postMessage({ id: m.id, error: plainError(error) });
    }
  });
  parentPort.postMessage({ ready: true });
})().catch((error) => parentPort.postMessage({ failed: plainError(error) }));
`;
