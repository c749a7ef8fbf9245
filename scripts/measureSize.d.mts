type Journey = "startup" | "prefetch" | "modal" | "email";
interface Bundle {
  initialGzip: number;
  initialChunks: number;
  emptyInitialChunks: number;
  lazyGzip: number;
  lazyChunks: number;
  /** Gzipped bytes each journey loads on top of the initial chunks (empty for the bare app). */
  journeys: Record<Journey, number>;
}
interface Measure {
  bare: Bundle;
  foyer: Bundle;
  added: number;
}
export function measureSize(options?: { vite?: boolean }): Promise<Measure & { vite: Measure }>;
export const JOURNEYS: Record<Journey, string[]>;
export const BUDGETS: { initial: number; initialVite: number; email: number };
export const TARGETS: { initial: number; email: number };
export const BUDGET_BYTES: number;
