export const root: string;
// biome-ignore lint/suspicious/noExplicitAny: package.json contents
export function publishedPackages(): { dir: string; name: string; pkg: Record<string, any> }[];
