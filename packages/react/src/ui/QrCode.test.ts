import { describe, expect, it } from "vitest";
import { qrPath } from "./QrCode.tsx";

describe("qrPath", () => {
  it("draws the modules of the code and leaves a centre square free for the logo", () => {
    const text = "wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn";
    const plain = qrPath(text, 0);
    const withLogo = qrPath(text, 0.14);
    expect(plain.count).toBe(withLogo.count);
    expect(plain.count).toBeGreaterThan(21);
    const modules = (path: string) => path.split("M").length - 1;
    expect(modules(withLogo.path)).toBeLessThan(modules(plain.path));
    // Error correction Q restores up to 25% of the codewords; the logo hole stays far below that.
    expect(1 - modules(withLogo.path) / modules(plain.path)).toBeLessThan(0.1);
  });
});
