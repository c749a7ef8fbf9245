// Measures the initial JS that @foyer/react adds to a login-only app over bare React.
// Both apps are bundled with esbuild exactly as DESIGN.md says (--bundle --minify --format=esm
// --splitting, production); "initial" = the entry chunk plus every chunk it imports statically.
// Lazily imported chunks (the modal and its screens) are reported apart.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

const bareEntry = `
import { createRoot } from "react-dom/client";
function App() { return <button type="button" onClick={() => console.log("login")}>Log in</button>; }
createRoot(document.getElementById("root")).render(<App />);
`;

const foyerEntry = `
import { createRoot } from "react-dom/client";
import { FoyerProvider, useLogin } from "@foyer/react";
function LoginButton() { const { login } = useLogin(); return <button type="button" onClick={() => login()}>Log in</button>; }
createRoot(document.getElementById("root")).render(
  <FoyerProvider appId="size-check"><LoginButton /></FoyerProvider>,
);
`;

const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

async function bundle(name, source, workDir) {
  const entry = join(workDir, `${name}.jsx`);
  writeFileSync(entry, source);
  const outdir = join(workDir, `${name}-out`);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    splitting: true,
    platform: "browser",
    jsx: "automatic",
    conditions: ["@foyer/source"],
    outdir,
    metafile: true,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
    absWorkingDir: root,
  });
  const outputs = result.metafile.outputs;
  // esbuild also marks dynamically imported chunks as entry points: pick the one built from our file.
  const entryOut = Object.keys(outputs).find((o) => outputs[o].entryPoint?.endsWith(`${name}.jsx`));
  const initial = new Set();
  const visit = (out) => {
    if (initial.has(out)) return;
    initial.add(out);
    for (const imp of outputs[out].imports) if (imp.kind === "import-statement") visit(imp.path);
  };
  visit(entryOut);
  const js = Object.keys(outputs).filter((o) => o.endsWith(".js"));
  const sum = (files) => files.reduce((total, f) => total + gz(join(root, f)), 0);
  return {
    initialGzip: sum([...initial]),
    lazyGzip: sum(js.filter((f) => !initial.has(f))),
    lazyChunks: js.filter((f) => !initial.has(f)).length,
  };
}

/** Bundles both apps and returns gzipped byte counts. */
export async function measureSize() {
  // The work dir sits inside the repo so the workspace packages and React resolve.
  const workDir = mkdtempSync(join(root, "node_modules", ".foyer-size-"));
  try {
    const bare = await bundle("bare", bareEntry, workDir);
    const foyer = await bundle("foyer", foyerEntry, workDir);
    return { bare, foyer, added: foyer.initialGzip - bare.initialGzip, workDir: relative(root, workDir) };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

export const BUDGET_BYTES = 25 * 1024;
