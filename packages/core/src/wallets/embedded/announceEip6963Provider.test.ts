import { describe, expect, it } from "vitest";
import { buildWalletList } from "../buildWalletList.ts";
import { announceEip6963Provider } from "./announceEip6963Provider.ts";
import type { Eip1193Provider } from "./createEip1193Provider.ts";
import { FOYER_EMBEDDED_RDNS } from "./foyerEmbeddedRdns.ts";

const provider = { request: async () => null, on() {}, removeListener() {}, disconnect() {} } as Eip1193Provider;
const info = { uuid: "u-1", name: "Foyer", icon: "data:image/svg+xml;base64,PHN2Zy8+", rdns: FOYER_EMBEDDED_RDNS };

describe("EIP-6963 announcement of the embedded wallet", () => {
  it("announces at once and again on every request, until stopped", () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener("eip6963:announceProvider", (e) => seen.push((e as CustomEvent).detail));
    const stop = announceEip6963Provider(info, provider, target);
    target.dispatchEvent(new Event("eip6963:requestProvider"));
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual({ info, provider });
    expect(Object.isFrozen((seen[0] as { info: object }).info)).toBe(true);
    stop();
    target.dispatchEvent(new Event("eip6963:requestProvider"));
    expect(seen).toHaveLength(2);
  });

  it("is never listed among Foyer's own external wallets", () => {
    const options = buildWalletList({
      entries: ["detected_ethereum_wallets"],
      detected: [
        { key: "u-1", name: "Acme wallet", chain: "ethereum", rdns: FOYER_EMBEDDED_RDNS, connectorType: "injected" },
        { key: "u-2", name: "Rabby Wallet", chain: "ethereum", rdns: "io.rabby", connectorType: "injected" },
      ],
      chainType: "ethereum-only",
    } as never);
    expect(options.map((o) => o.name)).toEqual(["Rabby Wallet"]);
  });
});
