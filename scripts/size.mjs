// `npm run size`: the initial-load gzipped bytes of a bare React app and of the same app with FoyerProvider
// and a login button, built by esbuild and by Vite; then what the login click, the email journey and the
// idle prefetch load on top, against the budgets of scripts/measureSize.mjs; then the wallet frame's scripts
// (scripts/measureFrameSize.mjs), where a second copy of a crypto package counts as over budget.
import { measureFrameSize } from "./measureFrameSize.mjs";
import { BUDGETS, measureSize, TARGETS } from "./measureSize.mjs";

const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
const { bare, foyer, added, vite } = await measureSize();
const over = [];
const check = (label, value, budget, target) => {
  if (value > budget) over.push(`${label} over budget by ${kb(value - budget).trim()}`);
  return `(budget ${kb(budget).trim()}, target ${kb(target).trim()})`;
};

function report(bundler, build, extra, budget) {
  console.log(`${bundler}, gzipped, production`);
  console.log(`  bare React app           ${kb(build.bare.initialGzip)}`);
  console.log(
    `  React app + @foyer/react ${kb(build.foyer.initialGzip)}   in ${build.foyer.initialChunks} initial chunks (${build.foyer.emptyInitialChunks} empty)`,
  );
  console.log(`  added by Foyer           ${kb(build.added)}   ${budget}`);
  console.log(
    `  after start            + ${kb(build.foyer.journeys.startup)}   (every page, beside the config request)`,
  );
  console.log(`  login click (modal)    + ${kb(build.foyer.journeys.modal)}`);
  console.log(`  email journey          + ${kb(build.foyer.journeys.email)}   ${extra}`);
  console.log(`  idle prefetch          + ${kb(build.foyer.journeys.prefetch)}   (every page, once idle)`);
  console.log(
    `  OAuth opening          + ${kb(build.foyer.journeys.oauth)}   (modal, OAuth method; the marks come with the app config)`,
  );
  console.log(`  everything on demand     ${kb(build.foyer.lazyGzip)}   in ${build.foyer.lazyChunks} chunks`);
}

report(
  "esbuild --bundle --minify --format=esm --splitting",
  { bare, foyer, added },
  check("esbuild email journey", foyer.journeys.email, BUDGETS.email, TARGETS.email),
  check("esbuild initial", added, BUDGETS.initial, TARGETS.initial),
);
report(
  "Vite (vite build)",
  vite,
  check("Vite email journey", vite.foyer.journeys.email, BUDGETS.emailVite, TARGETS.email),
  check("Vite initial", vite.added, BUDGETS.initialVite, TARGETS.initial),
);
// What the email journey loads, chunk by chunk (esbuild): where to cut next.
console.log(`email journey (esbuild), ${foyer.emailChunks.length} chunks, biggest first (gzipped; modules minified)`);
for (const chunk of foyer.emailChunks) {
  const modules = chunk.modules
    .slice(0, 4)
    .map((m) => `${m.path.replace(/^(react|core)\/src\//, "$1:")} ${m.bytes}`)
    .join(", ");
  const more = chunk.modules.length > 4 ? `, +${chunk.modules.length - 4} more` : "";
  if (chunk.modules.length === 0) {
    console.log(`  ${String(chunk.bytes).padStart(6)}  (no code: imports only)`);
    continue;
  }
  console.log(`  ${String(chunk.bytes).padStart(6)}  ${modules}${more}`);
}
console.log("reference: the hosted SDK this spec describes adds about 790 KB at initial load");

// The wallet frame (its own origin, loaded in a hidden iframe once a wallet is used).
const frame = await measureFrameSize();
console.log("\nwallet frame (esbuild, minified; gzipped)");
for (const { name, role, bytes, gzip } of frame.scripts) {
  console.log(`  ${name.padEnd(28)} ${kb(bytes)} ${kb(gzip)}   ${role}`);
}
for (const [page, { first, later }] of Object.entries(frame.pages)) {
  console.log(
    `  page "${page}": first load ${kb(first.bytes)} ${kb(first.gzip)}; loaded on use ${kb(later.bytes)} ${kb(later.gzip)}`,
  );
}
for (const [page, packages] of Object.entries(frame.copies)) {
  for (const [name, dirs] of Object.entries(packages)) {
    if (dirs.size > 1)
      over.push(`wallet frame page "${page}" bundles ${dirs.size} copies of ${name}: ${[...dirs].join(", ")}`);
  }
}
for (const line of over) console.log(`OVER BUDGET: ${line}`);
if (over.length > 0) process.exitCode = 1;
