// The modal's stylesheets ship minified (scripts/minifyStyles.mjs, applied by scripts/build.mjs and measured by
// scripts/measureSize.mjs): Chromium must read the same rules from the minified text as from the readable
// source, so the look cannot change with the bytes.
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minifyStyleTemplates } from "../scripts/minifyStyles.mjs";
import { launchChromium } from "./launchChromium.ts";

const SHEETS = [
  "packages/react/src/modal/modalStyles.ts",
  "packages/react/src/shell/moreStyles.tsx",
  "packages/react/src/screens/wallets/walletStyles.ts",
  "packages/react/src/screens/funding/fundingStyles.ts",
  "packages/react/src/screens/transaction/transactionStyles.ts",
  "packages/react/src/screens/mfa/MfaManageScreen.tsx",
];
/** The CSS of a module's stylesheet template (the text between the backticks after `Styles = `). */
const templateOf = (text: string) => /Styles = `([^`]*)`/.exec(text)?.[1] ?? "";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("minified stylesheets", () => {
  it("parse to the same rules as the readable sources", async () => {
    const page = await browser.newPage();
    for (const file of SHEETS) {
      const source = readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
      const readable = templateOf(source);
      const minified = templateOf(minifyStyleTemplates(source));
      expect(minified.length).toBeGreaterThan(0);
      expect(minified.length).toBeLessThan(readable.length);
      const rules = (css: string) =>
        page.evaluate((text) => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(text);
          return [...sheet.cssRules].map((rule) => rule.cssText);
        }, css);
      // The minifier writes 320ms as .32s, translateX(4px) as translate(4px) and env(a, b) as env(a,b): the
      // same values, which Chromium serialises as written. Nothing else may differ.
      const same = (list: string[]) =>
        list.map((rule) =>
          rule
            .replace(/(\d*\.?\d+)ms\b/g, (_, ms: string) => `${Number(ms) / 1000}s`)
            .replace(/translateX\(([^,()]*)\)/g, "translate($1)")
            .replace(/,\s*/g, ", "),
        );
      expect(same(await rules(minified)), file).toEqual(same(await rules(readable)));
    }
    await page.close();
  });
});
