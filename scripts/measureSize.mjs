// Measures the JS that @foyer/react adds to a login-only app over bare React, built by esbuild (--bundle
// --minify --format=esm --splitting, production, as DESIGN.md says) and by Vite (its production build).
// "initial" = the entry chunk plus every chunk it imports statically: what the page loads before it runs.
// Then, on top of it, what the login button's click loads (the modal), what the email journey loads
// (modal, landing, email, code and success screens), and what the idle prefetch fetches on every page.
// Bytes, not time: deterministic for a given tree.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { minifyStylesEsbuildPlugin, minifyStylesVitePlugin } from "./minifyStyles.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The bare React app: the same page without Foyer, the baseline "added" is measured over. */
export const bareEntry = `
import { createRoot } from "react-dom/client";
function App() { return <button type="button" onClick={() => console.log("login")}>Log in</button>; }
createRoot(document.getElementById("root")).render(<App />);
`;

/**
 * The app with FoyerProvider and a login button. `serverUrl` points it at a running server (e2e/
 * emailJourneyFetch.test.ts walks the journey in Chromium); without it the source is the one the figures are
 * measured on (the provider's default address), byte for byte.
 */
export const foyerEntrySource = (serverUrl) => `
import { createRoot } from "react-dom/client";
import { FoyerProvider, useLogin } from "@foyer/react";
function LoginButton() { const { login } = useLogin(); return <button type="button" onClick={() => login()}>Log in</button>; }
createRoot(document.getElementById("root")).render(
  <FoyerProvider appId="size-check"${serverUrl ? ` serverUrl=${JSON.stringify(serverUrl)}` : ""}><LoginButton /></FoyerProvider>,
);
`;
const foyerEntry = foyerEntrySource();

/**
 * The modules each journey loads (under packages/), on top of the initial chunks: each one's chunk (the one it
 * is the dynamic entry of, or the one it is bundled into) with what that chunk imports. The email journey's
 * screens are bundled into the modal's chunk (modal/screenRouter.ts).
 */
export const JOURNEYS = {
  /** Loaded right after start on every page, beside the app config request (provider/createFoyerStore.ts). */
  startup: ["core/src/configEntry.ts"],
  /** What FoyerProvider's idle prefetch fetches (keep in step with FoyerProvider.tsx). */
  prefetch: ["react/src/modal/ModalHost.tsx", "react/src/screens/login/LandingScreen.tsx"],
  /** The login button's click: the modal and its first screen. */
  modal: ["react/src/modal/ModalHost.tsx", "react/src/screens/login/LandingScreen.tsx"],
  /**
   * Email login to the end: landing (its inline email form) → code → success. The stand-alone email screen
   * (methods/email/EmailScreen.tsx, from "More options" or an email link) is no part of it.
   */
  email: [
    "react/src/modal/ModalHost.tsx",
    "react/src/screens/login/LandingScreen.tsx",
    "react/src/methods/passwordless/CodeScreen.tsx",
    "react/src/screens/success/SuccessScreen.tsx",
  ],
  /**
   * What an opening that offers OAuth loads on top of the modal: the OAuth method's part (machine, entry, runner).
   * The marks' data comes with the app config. A landing whose entries fit draws them itself; one with more than
   * five, an overflow or buttons that are no login method also loads the landing's part (screens/login/socialPart.ts,
   * about 1 KB more, landingParts.ts `drawsFullLanding`).
   */
  oauth: [
    "react/src/modal/ModalHost.tsx",
    "react/src/screens/login/LandingScreen.tsx",
    "react/src/methods/oauth/oauthPart.ts",
  ],
};

/**
 * Budgets in gzipped bytes: what the tree measures now plus a little headroom, so it cannot grow back
 * (e2e/bundleSize.test.ts asserts them; lower them as the bundle shrinks). Issue 19's targets: initial
 * ≤ 11 KB and the email journey ≤ 16 KB more, both met by both bundlers (the journey in one chunk: the modal's
 * stylesheet, the code-entry machine, the login machine, flow and controller, the code step and screen, the
 * texts; e2e/emailJourneyFetch.test.ts checks in Chromium that the journey fetches exactly what this counts).
 */
export const BUDGETS = {
  /**
   * Initial JS added over bare React, esbuild (measured 10,754; 10,752 with the SMS, passkey, OAuth and Telegram methods
   * loaded by the openings that offer them; 26,892 before issue 19's work). 11,020 with FoyerProvider's boundary
   * around the modal's load (a modal whose code does not arrive ends the opening with an error instead of
   * unmounting the host app) and the store's `abandonModal`; 11,050 after the kit holder (kit/kit.ts) and the
   * default palette's constants. 11,098 with toFlowError and toFoyerError beside FoyerError, which the start-up
   * chunk carries (+67 B here; −203 B and one chunk fewer on every login and flow that fetched them apart);
   * 11,157 with the store's exitOpening, the one place an opening ending without a result is routed by its mode
   * (the exit codes came up front; the controller's close and the login flow's dismiss lost theirs: −73 B on the
   * journey). 10,779 with React reached through one module of ours (src/react/react.ts, `#react`): esbuild gave
   * every module importing React's CommonJS files a namespace of its own, and the JSX runtime a chunk of its own.
   */
  initial: 10_850,
  /**
   * The same with Vite (measured 9,984; 9,990 after the lazily loaded methods, 9,987 with the login-method registry's `methods` prop; 9,863; 11,966 before; 10,067 with the boundary around the modal's load; 9,959 with the kit as a value; 9,945 with `#react`). About 0.7 KB of it is bundler mechanics: Vite 8's
   * rolldown now puts React and its CommonJS runtime in chunks of their own because the lazy screens share
   * them, and each chunk gzips on its own.
   */
  initialVite: 10_000,
  /**
   * The email journey on top of the initial chunks, esbuild. It grew from 32,222 to 37,428 as the login
   * screen came to read the OAuth provider registry, and with the code-expiry and countdown states, the
   * server-unreachable screen, the embedded-connect screen and the wallet-origin passkey offer. Since then:
   * 36,319 with the providers' server halves (endpoints, profile mappers) out of client chunks; 35,885 with
   * the classes no email-journey screen uses moved from modalStyles.ts to moreStyles.tsx; 35,393 with the
   * texts of the error, terms and embedded-wallet screens in a catalogue of their own (screensMessages.ts).
   * Merging main brought it to 36,357: the login screen imported @foyer/core/providers, which now also
   * re-exports the cloud-recovery providers, and esbuild puts every file an imported entry re-exports on the
   * importer's path; the login screen reads @foyer/core/providers/oauth instead: 35,687 (the rest of the
   * growth is main's own: the landing's "Protected by" line, onCompleteNavigateTo). Then fewer chunks: esbuild
   * gives a module a chunk per set of entries that reach it, and each chunk boundary costs (import and export
   * lists, a gzip stream of its own). The landing no longer imports the built-in methods (it reads the
   * opening's) and the lazily loaded wallet and Farcaster methods no longer reach the login machine and the
   * captcha machine (linkedSuccess.ts, leaveCaptchaThen.ts), so those join the modal's chunk: 34,857. The
   * journey's screens bundled with the modal (modal/screenRouter.ts): 32,669, the whole journey in the login
   * click's load (which grew from 31,975 to 32,669); with the landing's "More options" overflow too: 32,029.
   * The captcha machine and step loaded apart, before the first opening of an app with a captcha only
   * (`@foyer/core/login/captcha`): 31,112 (an app with a captcha loads about 1.4 KB more). The Farcaster method
   * asks the kit whether an error is a gate's (`kit.isGatingError`) instead of importing the error routing and
   * the account-transfer machine, which join the modal's chunk: 30,917 (30,816 after merging main). The
   * stylesheets minified by esbuild's CSS minifier at package build (scripts/minifyStyles.mjs; the sources
   * stay readable): 30,632 (Vite 31,570 → 31,396). The SMS, passkey, OAuth, Telegram and Farcaster methods as
   * parts loaded before an opening that offers them starts (`neededFor` over `LoginControllerOptions.offered`:
   * machine, entry and runners, @foyer/core/login/<method>), the landing's custom-OAuth and cross-app buttons
   * and the "Other socials" marks in a part of their own (screens/login/landingParts.ts): the providers'
   * registry, the social marks and the status-step helpers leave the journey: 27,582 (Vite 28,655). The passkey,
   * SMS and wallet methods as parts too, the SSO button in the landing's part, the embedded-wallet loader and the
   * config-error and server-unreachable screens (with their texts) fetched when used: 26,726. The journey's
   * timings and limits in a file of their own (core/loginConstants.ts) instead of constants.ts's chunk shared by
   * every screen reading any constant: 25,838 (Vite 26,847). The SMS method built over the code step's helpers
   * passed in at load (`createSmsMethod(codeStepHelpers)`) rather than imported, so the code step is no chunk of
   * its own: 25,474 (Vite 26,446). The email form and the phone screen share one send button (SendCodeButton, in
   * ui/Button.tsx so that it and its countdown ride in the button's chunk instead of a chunk of their own):
   * 25,478 → 25,442 (Vite 26,4xx; 25,469 as main stood at 46b6739). Then fewer chunk boundaries and less on the
   * path (issue 19, email-bundle): the account-transfer machine's transitions as a login-machine part loaded
   * with the transfer screen on a 409 (accountTransferStep.ts; the routing keeps only startAccountTransfer.ts):
   * 25,173; the palette's context beside the screens' (shell/ModalContext.ts), so the palette code rides in the
   * modal's chunk: 25,000; the methods' link start as data (`linkStep`) and `linkedSuccess` and the post-login
   * delay through the kit, the methods loaded apart drawing their entries with the Row their props carry
   * (LoginEntryProps.Row): LoginMethodDefinition.ts, linkedSuccess.ts, decidePostLogin.ts and EntryRow.tsx no
   * longer get chunks of their own: 24,395 in 16 chunks (Vite 25,273). The terms and wallet-creation screens'
   * events as a part too (postLoginSteps.ts), loaded before an opening of an app that shows them: 24,211 (Vite
   * 25,074). The lazily loaded screens, methods and flows import the modal's shared parts (texts, icons, button,
   * header, frames, code input, modal context, machine runner) through one module, shell/screenKit.ts: every
   * entry that reaches one reaches all, so esbuild makes them one chunk instead of ten: 22,794 in 7 chunks (Vite
   * unchanged at about 25,130: rolldown looks through re-exports and still splits them per module). Then a
   * run-time check in Chromium (e2e/emailJourneyFetch.test.ts) found the journey fetching 4.6 KB the static
   * figure did not count: every lazily loaded API group (2.7 KB, on the first call) and the preloaded error
   * screen. The email code group now loads on its own and counts here (JOURNEYS.email): 23,159. The error
   * screen is no longer preloaded (it loads when a step fails); a screen whose code cannot load shows the
   * generic error with Retry from the modal's own chunk (modal/ScreenLoadBoundary.tsx, its texts in
   * messages.ts): 23,514, which is now what the journey fetches. Then (issue 19, session of 2026-11-27): the
   * captcha glue and the terms, transfer and analytics runners as parts of their own (slim-runtime): 23,024;
   * the code step's captcha glue with the captcha part, the code-entry machine's and code step's duplication
   * gone, one retry-after helper (slim-code): 22,152 in 5 chunks; the screen kit handed to lazily loaded code as
   * a value (kit/kit.ts), so its parts ride in the modal's chunk for both bundlers (Vite 25,355 → 23,195):
   * 21,836; the other methods' descriptors loaded only by openings that offer them, the default palette
   * written out (the colour maths load for another appearance), unused icons gone, the entries' texts and
   * the wallet-created success apart (slim-modal): 20,278; retryableLazy: 20,294 (Vite 20,664). Then (issue 19,
   * second round, same day; the run-time coverage of the journey in Chromium showed what never runs on it): the
   * code-entry machine in the modal's chunk (the MFA flow reads it from the kit), the email code calls through the
   * request function (no API group chunk), the stand-alone email screen and the phone texts apart (slim-code2):
   * −850; the landing draws its entries itself when they all show, the overflow, custom-OAuth/cross-app/SSO
   * buttons, wallet-first list and "More options" in the landing's part, the link and wallet-created success texts
   * in a part (slim-landing2): −1,050; icons only lazily loaded screens draw out of the modal (slim-shell2): −340;
   * the post-login turn, the 409 transfer routing, the link's "linked" and the wallet creation on login in their
   * parts, the gates' screens as one chunk (slim-runtime2/3): −640; toFlowError in the start-up chunk (−203):
   * 17,208 in one chunk (Vite 17,264); the store's exitOpening: 17,135 (Vite 17,190). Then (issue 19, third
   * round, same day: simpler code, not more splitting): React through one module of ours (`#react`, slim-interop3):
   * −336; the code step as the code-entry machine's state with its destination, no adapter between two machines,
   * the box to focus as state (slim-code3): −285; the wallet list's ending, `copy` and the Recent entry out of the
   * controller, the machine's options taken as they are (slim-runtime4): −314; the shell's host, keys and focus
   * trap in one effect, the default theme written out, the load boundary drawing the flow's body (slim-shell3):
   * −231. 15,952 in one chunk (Vite 16,370): the 16 KB target met by both bundlers.
   */
  email: 16_100,
  /** The same with Vite (measured 16,370; 17,190 before the third round): held at the target. */
  emailVite: 16_384,
};
export const TARGETS = { initial: 11 * 1024, email: 16 * 1024 };
export const BUDGET_BYTES = BUDGETS.initial;

const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Whether a chunk holds an OAuth provider's file: its preset (`token_endpoint`) or its `accountLabel`. */
const carriesOAuthProvider = (text) => text.includes("token_endpoint") || text.includes("accountLabel");

/** A chunk whose text is only import and export statements (a re-export file split out on its own). */
const onlyImportsAndExports = (text) =>
  String(text)
    .replace(/import\s*[^;"']*?from\s*["'][^"']+["'];?/g, "")
    .replace(/import\s*["'][^"']+["'];?/g, "")
    .replace(/export\s*\{[^}]*\}(\s*from\s*["'][^"']+["'])?;?/g, "")
    .trim() === "";

/**
 * The chunks of one build reached from its entry: `initial` (the entry and its static imports), and
 * `journeyChunks(modules)`: what loading those modules (under packages/) fetches on top of the initial ones, each
 * one's chunk (the one it is the dynamic entry of, or the one it is bundled into) with what that chunk imports.
 */
function reach(chunks, entry) {
  const closure = (file, into) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of chunks.get(file).imports) closure(imported, into);
    return into;
  };
  const initial = closure(entry, new Set());
  const journeyChunks = (modules) => {
    const loaded = new Set(initial);
    for (const module of modules) {
      const named = (f, list) => chunks.get(f)[list].some((m) => m.endsWith(`packages/${module}`));
      // The chunk the module is the dynamic entry of, or (bundled into another entry's chunk) the one holding it.
      const file =
        [...chunks.keys()].find((f) => named(f, "facades")) ?? [...chunks.keys()].find((f) => named(f, "contains"));
      if (!file) throw new Error(`measureSize: no chunk holds ${module}`);
      closure(file, loaded);
    }
    return [...loaded].filter((f) => !initial.has(f));
  };
  return { initial, journeyChunks };
}

/**
 * The figures of one build, from a neutral graph: `chunks` maps a file to { bytes (gzipped), empty, imports
 * (static), facades (the modules it is the dynamic entry of) }.
 */
function figures(chunks, entry) {
  const { initial, journeyChunks } = reach(chunks, entry);
  const sum = (files) => [...files].reduce((total, f) => total + chunks.get(f).bytes, 0);
  const lazy = [...chunks.keys()].filter((f) => !initial.has(f));
  const journey = (modules) => sum(journeyChunks(modules));
  return {
    initialGzip: sum(initial),
    initialChunks: initial.size,
    /** Initial chunks with only imports and re-exports: a request for nothing. */
    emptyInitialChunks: [...initial].filter((f) => chunks.get(f).empty).length,
    /**
     * Chunks carrying an OAuth provider's definition (its token endpoint, its `accountLabel`): the registry is the
     * server's, browsers get the presentations in the app config.
     */
    oauthProviderChunks: [...chunks.values()].filter((c) => c.oauthProvider).length,
    lazyGzip: sum(lazy),
    lazyChunks: lazy.length,
    // The bare app has no Foyer modules to load on demand.
    journeys: lazy.length === 0 ? {} : Object.fromEntries(Object.entries(JOURNEYS).map(([n, m]) => [n, journey(m)])),
    /**
     * The email journey chunk by chunk, biggest first: gzipped bytes and the modules in it (minified bytes each,
     * esbuild only: Vite's output does not say).
     */
    emailChunks:
      lazy.length === 0
        ? []
        : journeyChunks(JOURNEYS.email)
            .map((file) => ({ file, bytes: chunks.get(file).bytes, modules: chunks.get(file).modules }))
            .sort((a, b) => b.bytes - a.bytes),
  };
}

/**
 * Builds one app with esbuild as the figures are measured, into `<workDir>/<name>-esbuild`. Returns its figures,
 * the folder, each chunk (keyed by its path from the repository root, as the figures name it) with its gzipped
 * bytes and its modules, the `initial` chunks, and `loads(modules)`: the chunks loading those modules (under
 * packages/) fetches on top of the initial ones, as the journeys' figures count them.
 */
export async function buildWithEsbuild(name, source, workDir) {
  const { build } = await import("esbuild");
  const entry = join(workDir, `${name}.jsx`);
  writeFileSync(entry, source);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    splitting: true,
    platform: "browser",
    jsx: "automatic",
    conditions: ["@foyer/source"],
    // The stylesheets as the built package ships them (scripts/build.mjs).
    plugins: [minifyStylesEsbuildPlugin],
    outdir: join(workDir, `${name}-esbuild`),
    metafile: true,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
    absWorkingDir: root,
  });
  const outputs = result.metafile.outputs;
  const chunks = new Map();
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith(".js")) continue;
    chunks.set(file, {
      bytes: gz(readFileSync(join(root, file))),
      empty: onlyImportsAndExports(readFileSync(join(root, file), "utf8")),
      oauthProvider: carriesOAuthProvider(readFileSync(join(root, file), "utf8")),
      imports: output.imports.filter((i) => i.kind === "import-statement").map((i) => i.path),
      facades: output.entryPoint ? [output.entryPoint] : [],
      contains: Object.keys(output.inputs),
      modules: Object.entries(output.inputs)
        .map(([path, input]) => ({ path: path.replace(/^packages\//, ""), bytes: input.bytesInOutput }))
        .filter((m) => m.bytes > 0)
        .sort((a, b) => b.bytes - a.bytes),
    });
  }
  // esbuild also marks dynamically imported chunks as entry points: pick the one built from our file.
  const entryFile = [...chunks.keys()].find((f) => outputs[f].entryPoint?.endsWith(`${name}.jsx`));
  const { initial, journeyChunks } = reach(chunks, entryFile);
  return {
    figures: figures(chunks, entryFile),
    outdir: join(workDir, `${name}-esbuild`),
    chunks,
    initial: [...initial],
    loads: journeyChunks,
  };
}

const bundleWithEsbuild = async (name, source, workDir) => (await buildWithEsbuild(name, source, workDir)).figures;

async function bundleWithVite(name, source, workDir) {
  const { build, defaultClientConditions } = await import("vite");
  const dir = join(workDir, `${name}-vite`);
  rmSync(dir, { recursive: true, force: true });
  const entry = join(workDir, `${name}.jsx`);
  writeFileSync(entry, source);
  // Vite reads NODE_ENV itself too (React's entry picks its production or development file by it, and the
  // define above does not reach that choice): production for the build, the caller's value back afterwards.
  const callerEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  const result = await build({
    configFile: false,
    root: workDir,
    logLevel: "silent",
    mode: "production",
    // Production code whatever NODE_ENV the caller runs under (vitest sets "test", and Vite then keeps React's
    // and our development branches): the same figures from `npm run size` and from e2e/bundleSize.test.ts.
    define: { "process.env.NODE_ENV": '"production"' },
    resolve: { conditions: ["@foyer/source", ...defaultClientConditions] },
    plugins: [minifyStylesVitePlugin],
    build: { write: false, minify: true, modulePreload: { polyfill: false }, rollupOptions: { input: entry } },
  }).finally(() => {
    if (callerEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerEnv;
  });
  const output = (Array.isArray(result) ? result[0] : result).output.filter((c) => c.type === "chunk");
  const chunks = new Map();
  for (const chunk of output) {
    chunks.set(chunk.fileName, {
      bytes: gz(chunk.code),
      empty: onlyImportsAndExports(chunk.code),
      oauthProvider: carriesOAuthProvider(chunk.code),
      imports: chunk.imports,
      facades: chunk.facadeModuleId ? [chunk.facadeModuleId] : [],
      contains: chunk.moduleIds ?? Object.keys(chunk.modules),
      modules: [],
    });
  }
  return figures(chunks, output.find((c) => c.isEntry).fileName);
}

/** Builds both apps with both bundlers and returns gzipped byte counts. */
export async function measureSize({ vite = true } = {}) {
  // The work dir sits inside the repo so the workspace packages and React resolve.
  const workDir = mkdtempSync(join(root, "node_modules", ".foyer-size-"));
  try {
    const bare = await bundleWithEsbuild("bare", bareEntry, workDir);
    const foyer = await bundleWithEsbuild("foyer", foyerEntry, workDir);
    const result = { bare, foyer, added: foyer.initialGzip - bare.initialGzip };
    if (vite) {
      const viteBare = await bundleWithVite("bare", bareEntry, workDir);
      const viteFoyer = await bundleWithVite("foyer", foyerEntry, workDir);
      result.vite = { bare: viteBare, foyer: viteFoyer, added: viteFoyer.initialGzip - viteBare.initialGzip };
    }
    return result;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
