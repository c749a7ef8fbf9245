import { resolveConfig } from "@foyer/core/config";
import { describe, expect, it } from "vitest";
import { renderScreenMarkup } from "../../testing/renderScreenText.tsx";
import { LandingScreen } from "./LandingScreen.tsx";

const step = { name: "landing", form: { email: "", status: "idle", error: null } } as const;

describe("the landing's login message", () => {
  it("shows the config's message as resolved: 100 characters, none cut in half (spec 000: truncated to 100)", () => {
    // Each fox is one character and two UTF-16 units: cutting at 100 units drew 50 foxes.
    const { config } = resolveConfig({ appearance: { loginMessage: "🦊".repeat(120) } }, null);
    const markup = renderScreenMarkup(<LandingScreen step={step} />, { config: { appearance: config.appearance } });
    const message = /<p class="foyer-text">([^<]*)<\/p>/.exec(markup)?.[1];
    expect(Array.from(message ?? "")).toHaveLength(100);
    expect(message).toBe("🦊".repeat(100));
  });
});
