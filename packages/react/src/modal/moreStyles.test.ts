import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { moreStyles, withMoreStyles } from "../shell/moreStyles.tsx";
import { modalStyles } from "./modalStyles.ts";
import { loadScreen } from "./screenRouter.ts";

// The email journey's screens load with modalStyles.ts only; moreStyles.tsx comes with the other screens
// (issue 19). A class moved there but still drawn by a screen of the journey would lose its style silently:
// this walks the journey's static imports and fails on such a class.
const src = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The modules drawn on the email journey: the shell, the login flow, the base-sheet steps' screens, entries. */
const JOURNEY = [
  "modal/ModalHost.tsx",
  "screens/login/LandingScreen.tsx",
  "screens/login/MoreOptionsScreen.tsx",
  // The landing's part: the landing and "More options" draw it, with the base sheet only.
  "screens/login/socialPart.ts",
  "methods/email/EmailScreen.tsx",
  "methods/passwordless/CodeScreen.tsx",
  "screens/success/SuccessScreen.tsx",
  "screens/error/ErrorScreen.tsx",
  "methods/builtinClientMethods.ts",
];

/** Every module those import statically (relative value imports inside the package; dynamic ones load apart). */
function staticClosure(entries: readonly string[]): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, "utf8");
    seen.set(file, text);
    // Type-only imports load nothing.
    for (const [, path] of text.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+"(\.[^"]+)"/gms)) {
      if (path) visit(resolve(dirname(file), path));
    }
  };
  for (const entry of entries) visit(resolve(src, entry));
  return seen;
}

const Greeting = ({ label }: { label: string }) => createElement("p", null, label);

const classesOf = (css: string) => new Set([...css.matchAll(/\.(foyer-[a-z-]+)/g)].map(([, name]) => name));

describe("the modal's shared stylesheet, split", () => {
  it("holds no class in moreStyles that modalStyles also defines", () => {
    const base = classesOf(modalStyles);
    const more = [...classesOf(moreStyles)].filter((name) => !base.has(name));
    // Compound selectors reuse base classes (.foyer-address .foyer-link); each sheet owns its own.
    expect(more.length).toBeGreaterThan(5);
  });

  it("leaves no class of moreStyles to a module the email journey draws", () => {
    const base = classesOf(modalStyles);
    const more = [...classesOf(moreStyles)].filter((name) => !base.has(name));
    const closure = staticClosure(JOURNEY);
    expect(closure.size).toBeGreaterThan(20);
    const misplaced = [...closure].flatMap(([file, text]) =>
      more.filter((name) => new RegExp(`\\b${name}\\b(?!-)`).test(text)).map((name) => `${name} in ${file}`),
    );
    expect(misplaced).toEqual([]);
  });

  it("loads moreStyles with a login step's screen outside the email journey, and not with the journey's", async () => {
    const { LandingScreen } = await import("../screens/login/LandingScreen.tsx");
    const { TermsScreen } = await import("../screens/terms/TermsScreen.tsx");
    expect(await loadScreen([], "landing")).toBe(LandingScreen);
    const terms = await loadScreen([], "terms");
    expect(terms).not.toBe(TermsScreen);
    expect(terms).toBe(withMoreStyles(TermsScreen));
  });

  it("draws the wrapped screen after moreStyles' <style>", () => {
    const html = renderToStaticMarkup(createElement(withMoreStyles(Greeting), { label: "hello" }));
    expect(html).toMatch(/^<style>[^<]*\.foyer-check \{[^<]*<\/style><p>hello<\/p>$/);
  });
});
