// Checks the browser journeys run on the one modal: its card fits the viewport, and every colour it paints
// comes from the theme (the --foyer-* variables), none hard-coded.
import type { Page } from "playwright-core";

/** What the modal's card paints that is not a theme colour, whether it overflows sideways, and how many elements were read. */
export async function modalPaintReport(
  page: Page,
): Promise<{ flow: string | null; overflow: boolean; unthemed: string[]; checked: number }> {
  // The palette's colours (theme/themePalette.ts), as --foyer-<name> on the shadow host.
  const variables = [
    "background",
    "background-subtle",
    "background-hover",
    "foreground",
    "foreground-muted",
    "foreground-subtle",
    "border",
    "border-strong",
    "error",
    "error-subtle",
    "success",
    "success-subtle",
    "accent",
    "accent-foreground",
    "accent-hover",
    "accent-subtle",
    "accent-text",
  ];
  return page.evaluate((variables) => {
    const host = document.getElementById("foyer-modal-host");
    const shadow = host?.shadowRoot;
    const card = shadow?.querySelector<HTMLElement>(".foyer-card");
    if (!host || !shadow || !card) return { flow: null, overflow: false, unthemed: ["no modal"], checked: 0 };
    const probe = document.createElement("span");
    shadow.append(probe);
    const resolve = (value: string) => {
      probe.style.color = "";
      probe.style.color = value;
      return getComputedStyle(probe).color;
    };
    const root = getComputedStyle(shadow.querySelector(".foyer-root") as Element);
    const allowed = new Set(["rgba(0, 0, 0, 0)"]);
    for (const name of variables) allowed.add(resolve(root.getPropertyValue(`--foyer-${name}`).trim()));
    probe.remove();
    const unthemed = new Set<string>();
    let checked = 0;
    for (const el of [card, ...card.querySelectorAll<HTMLElement>("*")]) {
      if (el.closest("svg") && el.tagName.toLowerCase() !== "svg") continue;
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      checked++;
      const painted: [string, string][] = [
        ["color", style.color],
        ["background-color", style.backgroundColor],
      ];
      if (Number.parseFloat(style.borderTopWidth) > 0) painted.push(["border-color", style.borderTopColor]);
      for (const [property, value] of painted) {
        if (!allowed.has(value)) unthemed.add(`${el.tagName.toLowerCase()}.${el.className} ${property}: ${value}`);
      }
    }
    return {
      flow: host.getAttribute("data-foyer-flow"),
      overflow: card.scrollWidth > card.clientWidth + 1 || card.getBoundingClientRect().right > window.innerWidth + 1,
      unthemed: [...unthemed],
      checked,
    };
  }, variables);
}
