// One esbuild bundle of the server: its sources with @foyer/core and the dependencies inside, so a start
// loads a handful of files instead of Node's ESM loader resolving and reading about 1,500 modules (most of
// the CPU a start from dist/ takes: bench/README.md). Used by `npm start` (scripts/ensureServerBuilt.mjs,
// into node_modules/.cache/foyer/server/) and by `npm run build` for the published package
// (packages/server/dist/bundle/, what the `foyer` bin and the Docker image run). Code only some routes need
// stays in chunks loaded on first use (dynamic imports: passkeys, the dev OpenID provider...). PGlite (its
// WebAssembly sits beside its modules), oidc-provider and LiteSVM (a native addon) stay external, resolved
// from the server package's node_modules like any dependency.
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { build } from "esbuild";

/**
 * A bundle has one `import.meta.url`; the sources resolve files next to themselves with it (migrations, the
 * PGlite archive, the wallet frame's bundles, packages through createRequire). Each source file gets, in its
 * place, its own URL computed from the bundle's: the source's path relative to the output directory. Both
 * outputs keep that layout (the cache bundle inside this checkout, the published one inside the package,
 * which ships src/, drizzle/ and dist/ side by side), and the path need not exist: it only anchors the
 * relative URLs.
 */
function ownMetaUrl(outdir) {
  return {
    name: "own-import-meta-url",
    setup(build) {
      build.onLoad({ filter: /[\\/]packages[\\/][^\\/]+[\\/]src[\\/].*\.ts$/ }, async (args) => {
        const text = await readFile(args.path, "utf8");
        if (!text.includes("import.meta.url")) return undefined;
        const path = relative(outdir, args.path).split("\\").join("/");
        return {
          contents: text.replaceAll("import.meta.url", `new URL(${JSON.stringify(path)}, import.meta.url).href`),
          loader: "ts",
        };
      });
    },
  };
}

/**
 * Bundles `entryPoints` (name -> source file) into `outdir` (emptied by the caller). `external`: packages
 * added to the ones always left out.
 */
export async function bundleServer({ entryPoints, outdir, external = [] }) {
  await build({
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    conditions: ["@foyer/source"],
    external: ["@electric-sql/pglite", "oidc-provider", "pg-native", "litesvm", ...external],
    // CommonJS dependencies inside an ES module bundle call require() for Node's built-in modules.
    banner: {
      js: 'import { createRequire as $foyerRequire } from "node:module"; const require = $foyerRequire(import.meta.url);',
    },
    // The licence comments of the bundled dependencies, at the end of each file.
    legalComments: "eof",
    plugins: [ownMetaUrl(outdir)],
    logLevel: "warning",
  });
}
