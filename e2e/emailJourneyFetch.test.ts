// What the email journey downloads at run time, against what `npm run size` says statically (issue 19). The
// size harness of scripts/measureSize.mjs (FoyerProvider appId="size-check" and a login button), built by the
// same esbuild call, pointed at a real server whose "size-check" app has the default settings (email only);
// in Chromium: load the page, click "Log in", walk landing → email → code → "You're logged in", and record every
// script fetched. The static figure adds up the chunks statically reachable from the journey's screens; code
// moved behind an `import()` leaves that figure, and this test fails if the journey fetches it anyway: a chunk
// outside the static closures is listed with its modules. Bytes, not time.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bareEntry, buildWithEsbuild, foyerEntrySource, JOURNEYS } from "../scripts/measureSize.mjs";
import { closeJourney, openJourney } from "./journey.ts";
import { latestCode } from "./latestCode.ts";
import { type FixturePage, serveBuiltPage } from "./serveFixturePage.ts";
import type { Stack } from "./startStack.ts";

const APP_ID = "size-check";
const root = fileURLToPath(new URL("..", import.meta.url));

let workDir: string;
let page: FixturePage | undefined;
let stack: Stack | undefined;
let browser: Browser | undefined;
let build: Awaited<ReturnType<typeof buildWithEsbuild>>;
let bare: Awaited<ReturnType<typeof buildWithEsbuild>>;

beforeAll(async () => {
  // Inside the repository so that the workspace packages and React resolve (as measureSize.mjs does).
  workDir = mkdtempSync(join(root, "node_modules", ".foyer-journey-fetch-"));
  const outdir = join(workDir, "foyer-esbuild");
  mkdirSync(outdir);
  // Served first: the app's allowed origin is the page's, and the bundle carries the server's address.
  page = await serveBuiltPage(outdir, "/foyer.js");
  ({ stack, browser } = await openJourney({ apps: [{ id: APP_ID, name: "Size check", allowed_origins: [page.url] }] }));
  build = await buildWithEsbuild("foyer", foyerEntrySource(stack.apiUrl), workDir);
  bare = await buildWithEsbuild("bare", bareEntry, workDir);
});

afterAll(async () => {
  await closeJourney({ stack, browser });
  await page?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** The journey's steps, in order: what was on screen when a script arrived. */
type Step = "load" | "landing" | "email" | "code" | "success";

interface Fetched {
  url: string;
  /** The chunk's path from the repository root as the build's figures name it (undefined: not one of ours). */
  file?: string;
  gzip: number;
  step: Step;
}

const sum = (list: { gzip: number }[]) => list.reduce((total, f) => total + f.gzip, 0);
const names = (list: Fetched[]) => list.map((f) => `${basename(f.url)}@${f.step}`).join(", ");

/** Walks the email journey in a new tab of `browser` and returns every script the page fetched, in order. */
async function walkEmailJourney(fileOf: (url: string) => string | undefined): Promise<Fetched[]> {
  const context = await (browser as Browser).newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  const fetched: Fetched[] = [];
  const reading: Promise<unknown>[] = [];
  let step: Step = "load";
  tab.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (response.request().resourceType() !== "script" && !type.includes("javascript")) return;
    const at = step;
    const url = response.url();
    reading.push(
      response.body().then((body) => {
        fetched.push({ url, file: fileOf(url), gzip: gzipSync(body, { level: 9 }).length, step: at });
      }),
    );
  });
  const email = `journey-fetch-${Date.now()}@example.com`;
  try {
    // The page settled: its entry and static imports, the start-up load beside the config request, and (once
    // idle) the prefetch.
    await tab.goto(`${page?.url}/`, { waitUntil: "networkidle" });
    await Promise.all(reading);
    step = "landing";
    await tab.getByRole("button", { name: "Log in", exact: true }).click();
    await tab.locator('[data-foyer-screen="landing"]').waitFor();
    step = "email";
    await tab.locator('input[name="email"]').fill(email);
    await tab.locator('input[name="email"]').press("Enter");
    await tab.locator('[data-foyer-screen="code"]').waitFor();
    step = "code";
    const code = await latestCode((stack as Stack).apiUrl, email);
    await tab.locator("input[data-foyer-code-box]").first().fill(code);
    await tab.locator('[data-foyer-screen="success"]').getByText("You're logged in").waitFor();
    step = "success";
    // The modal closes itself after the success screen: what loads until then is the journey's too.
    await tab.locator('[data-foyer-screen="success"]').waitFor({ state: "detached" });
    await Promise.all(reading);
    return fetched;
  } finally {
    await context.close();
  }
}

describe("the email journey at run time", () => {
  it("fetches the initial chunks, then nothing outside the static email journey", async () => {
    const { figures, chunks, outdir, loads } = build;
    const fileOf = (url: string) => {
      const parsed = new URL(url);
      if (parsed.origin !== page?.url) return undefined;
      return [...chunks.keys()].find((f) => join(root, f) === join(outdir, basename(parsed.pathname)));
    };
    const fetched = await walkEmailJourney(fileOf);

    const closures = {
      initial: new Set(build.initial),
      startup: new Set(loads(JOURNEYS.startup)),
      prefetch: new Set(loads(JOURNEYS.prefetch)),
      email: new Set(loads(JOURNEYS.email)),
    };
    const describeChunk = (f: Fetched) =>
      f.file
        ? `${basename(f.file)} at ${f.step} (${f.gzip} B gz): ${chunks
            .get(f.file)
            ?.modules.map((m) => `${m.path} ${m.bytes}`)
            .join(", ")}`
        : `${f.url} at ${f.step} (not a chunk of the build)`;

    const initial = fetched.filter((f) => f.file && closures.initial.has(f.file));
    // Every page's load after start (the config entry), fetched beside the config request, not the journey's.
    const startup = fetched.filter((f) => f.file && closures.startup.has(f.file) && !closures.email.has(f.file));
    const journey = fetched.filter((f) => !initial.includes(f) && !startup.includes(f));
    const prefetched = journey.filter((f) => f.step === "load");
    const beyond = journey.filter((f) => !(f.file && closures.email.has(f.file)));
    const addedOverBare = (bytes: number) => bytes - bare.figures.initialGzip;
    console.log(
      `runtime initial: ${sum(initial)} B gz in ${initial.length} chunks, ${addedOverBare(sum(initial))} B added over bare React (static: ${figures.initialGzip}, added ${addedOverBare(figures.initialGzip)}): ${names(initial)}`,
    );
    console.log(
      `runtime after start: ${sum(startup)} B gz in ${startup.length} chunks (static ${figures.journeys.startup}): ${names(startup)}`,
    );
    console.log(
      `runtime journey: ${sum(journey)} B gz in ${journey.length} chunks; ${sum(prefetched)} B in ${prefetched.length} by the idle prefetch before the click; ${sum(beyond)} B in ${beyond.length} outside the static closure: ${names(journey)}`,
    );
    console.log(
      `static journey: ${figures.journeys.email} B gz in ${closures.email.size} chunks (prefetch ${figures.journeys.prefetch}, modal ${figures.journeys.modal}): ${[...closures.email].map((f) => basename(f)).join(", ")}`,
    );
    for (const f of beyond) console.log(`  outside the static closure: ${describeChunk(f)}`);

    // Every initial chunk came before the click, once each.
    expect(initial.map((f) => f.file).sort()).toEqual([...closures.initial].sort());
    expect(initial.filter((f) => f.step !== "load").map(describeChunk)).toEqual([]);
    // Before the click, past the initial chunks and the start-up load: the idle prefetch only. It counts in the
    // journey: statically it is part of the login click's load (JOURNEYS.prefetch ⊆ modal ⊆ email).
    const early = prefetched.filter((f) => !(f.file && closures.prefetch.has(f.file)));
    expect(early.map(describeChunk), "fetched before the click, outside the static prefetch").toEqual([]);
    expect([...closures.prefetch].filter((f) => !closures.email.has(f))).toEqual([]);
    // The journey fetched nothing its static closure leaves out: the static figure is what users download.
    expect(beyond.map(describeChunk), "fetched by the email journey, outside its static closure").toEqual([]);
  });
});
