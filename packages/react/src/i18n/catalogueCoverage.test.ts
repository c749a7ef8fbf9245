// Every text of the modal's catalogues is shown by a screen and asserted by a test (issue 18 "Tests"). A key no
// screen reads is a text the modal never renders (as 'Protected by Foyer' and terms.failed were); a text no
// test names is one nothing checks is still rendered, or still verbatim. The screen tests are
// screenTexts.test.tsx, entryScreenTexts.test.tsx, methodScreenTexts.test.tsx, recoveryScreenTexts.test.tsx,
// mfaScreenTexts.test.tsx and the browser journeys in e2e/.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = join(dirname(fileURLToPath(import.meta.url)), "..");
const e2e = join(src, "../../../e2e");
/** Every catalogue of this folder (messages.ts and each *Messages.ts), found by name: a new one is checked too. */
const catalogues = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>("./*essages.ts", { eager: true })).flatMap(
    ([file, module]) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === "object" && value !== null)
        .map(([name, value]) => [`${file}#${name}`, value as Record<string, string>]),
  ),
);

const filesUnder = (dir: string, pattern: RegExp) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => pattern.test(file) && !file.includes("node_modules"))
    .map((file) => ({ file: relative(src, join(dir, file)), text: readFileSync(join(dir, file), "utf8") }));

const isCatalogue = (file: string) => /^i18n\/\w*[mM]essages\.ts$/.test(file);
const screenSources = filesUnder(src, /\.tsx?$/)
  .filter(({ file }) => !/\.test\.tsx?$/.test(file) && !file.startsWith("testing/") && !isCatalogue(file))
  .map(({ text }) => text)
  .join("\n");
const tests = [...filesUnder(src, /\.test\.tsx?$/), ...filesUnder(e2e, /\.tsx?$/)]
  .filter(({ file }) => !file.endsWith("catalogueCoverage.test.ts"))
  .map(({ text }) => text.replace(/\\'/g, "'").replace(/\\"/g, '"'))
  .join("\n");

/** The longest fixed part of a text ("Waiting for {wallet}" → "Waiting for"): what a test must name. */
const fixedPart = (text: string) =>
  text
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0] ?? text;

it("finds the catalogues", () => {
  expect(Object.keys(catalogues).length).toBeGreaterThanOrEqual(4);
});

describe.each(Object.entries(catalogues))("catalogue %s", (_name, catalogue) => {
  it("every key is read by a screen (literal keys only: a dynamic key would hide an unrendered text)", () => {
    const unread = Object.keys(catalogue).filter((key) => !screenSources.includes(`"${key}"`));
    expect(unread).toEqual([]);
  });

  it("every text is asserted by a screen test or a browser journey", () => {
    const unasserted = Object.entries(catalogue)
      .filter(([, text]) => !tests.includes(fixedPart(text)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(unasserted).toEqual([]);
  });
});
