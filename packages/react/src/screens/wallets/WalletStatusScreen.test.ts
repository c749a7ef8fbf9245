import { describe, expect, it } from "vitest";
import { pairingLink } from "./WalletStatusScreen.tsx";

describe("pairingLink", () => {
  it("opens the pairing URI in the wallet app (universal link first, else its scheme)", () => {
    const uri = "wc:abc@2?relay-protocol=irn";
    expect(pairingLink({ universal: "https://rnbwapp.com/", native: "rainbow:" }, uri)).toBe(
      `https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`,
    );
    expect(pairingLink({ native: "trust:" }, uri)).toBe(`trust://wc?uri=${encodeURIComponent(uri)}`);
    expect(pairingLink(undefined, uri)).toBeNull();
  });
});
