type Journey = "startup" | "prefetch" | "modal" | "email" | "oauth";
interface Bundle {
  initialGzip: number;
  initialChunks: number;
  emptyInitialChunks: number;
  /** Chunks carrying an OAuth provider's definition (its token endpoint or account label): none may. */
  oauthProviderChunks: number;
  lazyGzip: number;
  lazyChunks: number;
  /** Gzipped bytes each journey loads on top of the initial chunks (empty for the bare app). */
  journeys: Record<Journey, number>;
  /** The email journey's chunks, biggest first: gzipped bytes and their modules' minified bytes (esbuild only). */
  emailChunks: { file: string; bytes: number; modules: { path: string; bytes: number }[] }[];
}
interface Measure {
  bare: Bundle;
  foyer: Bundle;
  added: number;
}
/** One chunk of an esbuild build: gzipped bytes, static imports, and its modules' minified bytes. */
interface EsbuildChunk {
  bytes: number;
  imports: string[];
  modules: { path: string; bytes: number }[];
}
export function measureSize(options?: { vite?: boolean }): Promise<Measure & { vite: Measure }>;
/**
 * Builds one app as the figures are measured, into `<workDir>/<name>-esbuild`; chunks keyed by their path from the
 * repository root. `loads(modules)`: the chunks those modules (under packages/) load on top of the initial ones.
 */
export function buildWithEsbuild(
  name: string,
  source: string,
  workDir: string,
): Promise<{
  figures: Bundle;
  outdir: string;
  chunks: Map<string, EsbuildChunk>;
  initial: string[];
  loads(modules: readonly string[]): string[];
}>;
export const bareEntry: string;
export function foyerEntrySource(serverUrl?: string): string;
export const JOURNEYS: Record<Journey, string[]>;
export const BUDGETS: { initial: number; initialVite: number; email: number; emailVite: number };
export const TARGETS: { initial: number; email: number };
export const BUDGET_BYTES: number;
