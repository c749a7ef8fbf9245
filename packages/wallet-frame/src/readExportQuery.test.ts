import { describe, expect, it } from "vitest";
import { readExportQuery } from "./readExportQuery.ts";

const ETH = "0x000000000000000000000000000000000000dEaD";

describe("readExportQuery (spec 001 §7 export iframe query)", () => {
  it("reads the entropy variant with every listed field", () => {
    const result = readExportQuery(
      `?v=1&entropy_id=${ETH}&entropy_id_verifier=ethereum-address-verifier&hd_wallet_index=0&chain_type=ethereum&client_id=foyer-react&width=400&caid=abc-123&phrase_export=true&accent=%23ff9900&background=%23000000&foreground=%23fff`,
    );
    expect(result).toEqual({
      ok: true,
      query: {
        target: {
          kind: "entropy",
          entropyId: ETH,
          entropyIdVerifier: "ethereum-address-verifier",
          chainType: "ethereum",
          hdWalletIndex: 0,
        },
        phraseExport: true,
        clientId: "foyer-react",
        caid: "abc-123",
        width: 400,
        colours: { accent: "#ff9900", background: "#000000", foreground: "#fff" },
      },
    });
  });

  it("reads the unified variant (wallet_id instead of the entropy fields)", () => {
    const result = readExportQuery("?v=1&wallet_id=3f1c-aa_9&phrase_export=true");
    expect(result).toMatchObject({
      ok: true,
      query: { target: { kind: "wallet", walletId: "3f1c-aa_9" }, phraseExport: true },
    });
    expect(readExportQuery(`?v=1&wallet_id=w1&entropy_id=${ETH}`)).toEqual({
      ok: false,
      error: "Use either wallet_id or entropy_id, not both.",
    });
  });

  it("offers no seed phrase for a wallet above index 0, and defaults the theme colours", () => {
    const result = readExportQuery(
      `?v=1&entropy_id=${ETH}&entropy_id_verifier=ethereum-address-verifier&hd_wallet_index=2&phrase_export=true&accent=red`,
    );
    expect(result).toMatchObject({
      ok: true,
      query: {
        phraseExport: false,
        target: { hdWalletIndex: 2, chainType: "ethereum" },
        colours: { accent: "#4f46e5", background: "#ffffff", foreground: "#111827" },
      },
    });
  });

  it.each([
    ["", "Unsupported export page version."],
    [`?v=2&entropy_id=${ETH}&entropy_id_verifier=ethereum-address-verifier`, "Unsupported export page version."],
    ["?v=1", "Invalid entropy_id."],
    [`?v=1&entropy_id=${ETH}`, "Invalid entropy_id_verifier."],
    [`?v=1&entropy_id=${ETH}&entropy_id_verifier=ethereum-address-verifier&chain_type=bitcoin`, "Invalid chain_type."],
    [
      `?v=1&entropy_id=${ETH}&entropy_id_verifier=ethereum-address-verifier&hd_wallet_index=-1`,
      "Invalid hd_wallet_index.",
    ],
    [`?v=1&entropy_id=${ETH}&entropy_id_verifier=ethereum-address-verifier&width=12px`, "Invalid width."],
    [`?v=1&wallet_id=w1&client_id=%3Cscript%3E`, "Invalid client_id."],
    [`?v=1&wallet_id=w1&caid=${"x".repeat(200)}`, "Invalid caid."],
    ["?v=1&wallet_id=..%2F", "Invalid wallet_id."],
  ])("refuses %s", (search, error) => {
    expect(readExportQuery(search)).toEqual({ ok: false, error });
  });
});
