/** `text` (a module's source or built JavaScript) with every `…Styles = \`…\`` template's CSS minified. */
export function minifyStyleTemplates(text: string): string;
export function minifyBuiltStyles(dir: string): void;
export const minifyStylesEsbuildPlugin: { name: string; setup(build: unknown): void };
export const minifyStylesVitePlugin: {
  name: string;
  enforce: "pre";
  transform(code: string, id: string): { code: string; map: null } | undefined;
};
