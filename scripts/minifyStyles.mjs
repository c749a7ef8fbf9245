// The modal's stylesheets are CSS in template strings (`export const modalStyles = \`...\``), written readable
// in the sources. What hosts get is minified by esbuild's CSS minifier: build.mjs rewrites the built files of
// @foyer/react with it, and measureSize.mjs applies it to the sources it bundles, so `npm run size` measures
// what hosts load. Only a `…Styles = \`…\`` template is touched; `${…}` parts are kept as they are.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { transformSync } from "esbuild";

const TEMPLATE = /(Styles = )`([^`]*)`/g;

/** `text` (a module's source or built JavaScript) with every stylesheet template's CSS minified. */
export function minifyStyleTemplates(text) {
  return text.replace(TEMPLATE, (_, head, css) => {
    // A backslash means a JavaScript escape inside the template: the CSS text is then not the source text.
    if (css.includes("\\")) throw new Error("minifyStyleTemplates: a stylesheet template with a backslash");
    const parts = [];
    // An interpolation becomes a placeholder identifier the CSS parser keeps, then goes back in.
    const plain = css.replace(/\$\{[^}]*\}/g, (part) => `__foyerPart${parts.push(part) - 1}__`);
    const minified = transformSync(plain, { loader: "css", minify: true, logLevel: "silent" }).code.trim();
    const restored = minified.replace(/__foyerPart(\d+)__/g, (_, i) => parts[Number(i)]);
    return `${head}\`${restored}\``;
  });
}

/** Rewrites the built JavaScript under `dir` (build.mjs, after tsc). */
export function minifyBuiltStyles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, "utf8");
    if (!TEMPLATE.test(text)) continue;
    TEMPLATE.lastIndex = 0;
    writeFileSync(path, minifyStyleTemplates(text));
  }
}

/** The same for esbuild bundles of the sources (measureSize.mjs). */
export const minifyStylesEsbuildPlugin = {
  name: "foyer-minify-styles",
  setup(build) {
    build.onLoad({ filter: /packages[\\/]react[\\/]src[\\/].*\.tsx?$/ }, ({ path }) => {
      const text = readFileSync(path, "utf8");
      if (!text.includes("Styles = `")) return undefined;
      return { contents: minifyStyleTemplates(text), loader: path.endsWith(".tsx") ? "tsx" : "ts" };
    });
  },
};

/** And for Vite builds of the sources (measureSize.mjs). */
export const minifyStylesVitePlugin = {
  name: "foyer-minify-styles",
  enforce: "pre",
  transform(code, id) {
    if (!/packages[\\/]react[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes("Styles = `")) return undefined;
    return { code: minifyStyleTemplates(code), map: null };
  },
};
