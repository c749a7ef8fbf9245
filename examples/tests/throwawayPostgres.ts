import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The newest PostgreSQL server binaries of Debian's packages, or null (the test is then skipped). */
export function postgresBin(): string | null {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin/initdb")))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(base, newest, "bin") : null;
}

/**
 * A private PostgreSQL cluster on a port of its own, which a test may stop and start again. initdb refuses
 * to run as root: as root, it runs as the `postgres` user (Debian's package creates it).
 */
export function startThrowawayPostgres(bin: string, port: number) {
  const dir = mkdtempSync(join(tmpdir(), "foyer-pg-"));
  const asRoot = process.getuid?.() === 0;
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, tool), ...args], { stdio: "pipe" })
      : execFileSync(join(bin, tool), args, { stdio: "pipe" });
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    chownSync(dir, uid, uid);
  }
  const data = join(dir, "data");
  pg("initdb", ["-D", data, "-A", "trust", "-U", "postgres"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const start = () => pg("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Fast shutdown (every connection is cut), then start again; returns once it accepts connections. */
    restart() {
      pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      start();
    },
    stop() {
      try {
        pg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
