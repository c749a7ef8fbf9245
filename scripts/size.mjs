// `npm run size`: prints the initial-load gzipped bytes of a bare React app and of the same app
// with FoyerProvider + a login button, and the difference against the 25 KB budget.
import { BUDGET_BYTES, measureSize } from "./measureSize.mjs";

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const { bare, foyer, added } = await measureSize();
console.log("Initial JS, gzipped (esbuild --bundle --minify --format=esm --splitting, production)");
console.log(`  bare React app           ${kb(bare.initialGzip).padStart(9)}`);
console.log(`  React app + @foyer/react ${kb(foyer.initialGzip).padStart(9)}`);
console.log(`  added by Foyer           ${kb(added).padStart(9)}   (budget ${kb(BUDGET_BYTES)})`);
console.log(
  `  loaded on demand         ${kb(foyer.lazyGzip).padStart(9)}   in ${foyer.lazyChunks} chunks (modal, screens)`,
);
console.log("  reference: the hosted SDK this spec describes adds about 790 KB at initial load");
if (added > BUDGET_BYTES) {
  console.log(`OVER BUDGET by ${kb(added - BUDGET_BYTES)}`);
  process.exitCode = 1;
}
