/**
 * Postgres settings every PGlite the server opens starts with, after PGlite's own defaults
 * (`PGlite.defaultStartParams`). bench/README.md ("Memory") has the measurements.
 *
 * - shared_buffers: Postgres' default of 128 MB is allocated in the WebAssembly memory and touched as it
 *   fills, most of the embedded server's resident memory; 16 MB keeps a server's working set (the data
 *   files stay in the OS page cache) and took an existing directory's RSS from 294 to 169 MB.
 * - max_connections: PGlite is one backend in single-user mode, but Postgres sizes its per-backend shared
 *   structures (PGPROC slots, lock tables) for 100 and touches them at start: 5 takes the shared memory
 *   from 24 to 21 MB (about 2 MB less resident). It must stay above superuser_reserved_connections (3).
 * work_mem (4 MB), temp_buffers (8 MB) and maintenance_work_mem are taken only by a query that needs them,
 * and wal_buffers is already 1/32 of shared_buffers (512 kB): left at Postgres' defaults.
 */
export const PGLITE_SETTINGS: readonly string[] = ["-c", "shared_buffers=16MB", "-c", "max_connections=5"];

/**
 * V8 flags the PGlite worker sets before PGlite's WebAssembly is compiled. `--liftoff-only`: V8's
 * optimising compiler (TurboFan) recompiling Postgres' hot functions cost about 45 MB of resident memory
 * (PGlite alone on an existing directory: 177 -> 129 MB; the server at its first 200: 218-237 -> 192-203
 * MB) and about 1 s of CPU at start (2.2-2.3 -> 1.05-1.6 s to the first 200); 50 email logins a second
 * over 15 s took 10.4-11.4 ms of server CPU each (p99 130-334 ms) against 12.9-18.6 ms (not keeping up)
 * with tiering, TurboFan's compilation competing for the cores. Once warm, Liftoff's code runs
 * Postgres about 19% slower (a query loop, its second half: 0.86 against 0.72 ms per round), so a
 * server with steady heavy traffic may set FOYER_PGLITE_V8_FLAGS="" (V8's default tiering). V8's flags
 * are the process's: the API thread runs no WebAssembly of its own in production.
 */
export const PGLITE_WORKER_V8_FLAGS = "--liftoff-only";

/**
 * The PGlite worker's V8 heap: a young generation of 4 MB (V8's default grows it to 16 MB semi-spaces under
 * PGlite's per-query garbage) keeps about 10 MB less resident at start and 25 MB less after 8,000 queries,
 * for the same CPU (2.56-2.93 s against 2.67-2.70 s for those queries: within the noise).
 */
export const PGLITE_WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 4 } as const;
