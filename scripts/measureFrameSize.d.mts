/** Types of measureFrameSize.mjs (bench/wallets.ts imports it). */
interface Size {
  bytes: number;
  gzip: number;
}
export function measureFrameSize(): Promise<{
  scripts: { name: string; role: string; bytes: number; gzip: number }[];
  pages: Record<string, { first: Size; later: Size }>;
  copies: Record<string, Record<string, Set<string>>>;
}>;
