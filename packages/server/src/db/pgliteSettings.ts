/**
 * Postgres settings every PGlite the server opens starts with, after PGlite's own defaults
 * (`PGlite.defaultStartParams`). shared_buffers: Postgres' default 128 MB is allocated in the WebAssembly
 * memory and touched as it fills, most of the embedded server's resident memory; 16 MB keeps a server's
 * working set (the data files stay in the OS page cache) and took an existing directory's RSS from 294 to
 * 169 MB in bench/README.md's measurement.
 */
export const PGLITE_SETTINGS: readonly string[] = ["-c", "shared_buffers=16MB"];
