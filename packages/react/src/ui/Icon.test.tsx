// The modal's icons (ui/Icon.tsx, in the modal's chunk) and those only screens loaded apart draw
// (ui/moreIcons.ts, passed to Icon as path data): both draw the same way, and no icon is in both sets.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./Icon.tsx";
import { moreIcons } from "./moreIcons.ts";

const pathOf = (html: string) => html.match(/<path d="([^"]+)"/)?.[1];

describe("Icon", () => {
  it("draws a built-in icon by name, and one of moreIcons from its path", () => {
    expect(pathOf(renderToStaticMarkup(<Icon name="close" />))).toBe("M6 6l12 12M18 6L6 18");
    const wallet = renderToStaticMarkup(<Icon name={moreIcons.wallet} size={26} />);
    expect(pathOf(wallet)).toBe(moreIcons.wallet);
    expect(wallet).toContain('width="26"');
    expect(wallet).toContain('stroke-width="1.8"');
  });

  it("keeps the two sets apart: a moreIcons path is not a built-in one", () => {
    const builtIn = ["close", "back", "mail", "check", "alert", "lock", "chevron", "phone"] as const;
    const drawn = builtIn.map((name) => pathOf(renderToStaticMarkup(<Icon name={name} />)));
    expect(drawn.every((d) => d?.startsWith("M"))).toBe(true);
    for (const d of Object.values(moreIcons)) expect(drawn).not.toContain(d);
  });
});
