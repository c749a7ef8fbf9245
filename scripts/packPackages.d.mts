export function packPackages(dir: string): { name: string; tarball: string }[];
export function lintPacks(packs: { name: string; tarball: string }[]): boolean;
