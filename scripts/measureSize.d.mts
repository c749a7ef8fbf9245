interface Bundle {
  initialGzip: number;
  lazyGzip: number;
  lazyChunks: number;
}
export function measureSize(): Promise<{ bare: Bundle; foyer: Bundle; added: number; workDir: string }>;
export const BUDGET_BYTES: number;
