import type { PGlite, Transaction } from "@electric-sql/pglite";
import pg from "pg";

/**
 * Told the text of every SQL statement a server sends to its database, BEGIN, COMMIT and ROLLBACK
 * included: one call per round trip. Tests count them (the statement budgets of DESIGN.md); benches print
 * them.
 */
export type StatementListener = (sql: string) => void;

type AnyQuery = (...args: unknown[]) => unknown;

const textOf = (query: unknown): string =>
  typeof query === "string" ? query : String((query as { text?: unknown } | null)?.text ?? "");

/** A pg.Client class whose every query is reported first (pass it to pg.Pool as `Client`). */
export function countingPgClient(listener: StatementListener): typeof pg.Client {
  return class CountingClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads; the call is passed on unchanged.
    override query(...args: any[]): any {
      listener(textOf(args[0]));
      return (super.query as AnyQuery)(...args);
    }
  } as typeof pg.Client;
}

/** Reports `query` and `exec` of a PGlite transaction, then runs them. */
function countingTransaction(tx: Transaction, listener: StatementListener): Transaction {
  return new Proxy(tx, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === "query" || property === "sql" || property === "exec") {
        return (...args: unknown[]) => {
          listener(textOf(args[0]));
          return (value as AnyQuery).apply(target, args);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The same PGlite seen through a proxy that reports every statement: queries, and a transaction's BEGIN,
 * statements and COMMIT or ROLLBACK (PGlite sends those itself). The PGlite is not changed: its owner may
 * share it with code that is not counted.
 */
export function countingPglite(client: PGlite, listener: StatementListener): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === "query" || property === "exec") {
        return (...args: unknown[]) => {
          listener(textOf(args[0]));
          return (value as AnyQuery).apply(target, args);
        };
      }
      if (property === "transaction") {
        return async <T>(callback: (tx: Transaction) => Promise<T>) => {
          listener("BEGIN");
          try {
            const result = await target.transaction((tx) => callback(countingTransaction(tx, listener)));
            listener("COMMIT");
            return result;
          } catch (error) {
            listener("ROLLBACK");
            throw error;
          }
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
