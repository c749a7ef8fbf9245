import { describe, expect, it } from "vitest";
import { createSiweApi } from "../api/siwe.ts";
import { createSiwsApi } from "../api/siws.ts";
import { expectBodiesFit, recordBodies } from "../testing/recordBodies.ts";
import { transferBody } from "./passwordless.ts";
import * as siwe from "./siwe.ts";
import * as siws from "./siws.ts";

const ethereum = "0x00000000000000000000000000000000000000a1";
const solana = "11111111111111111111111111111112";
const client = { walletClientType: "metamask", connectorType: "injected" };

describe("the client against the server's schemas (siwe and siws groups)", () => {
  it("siwe: sends bodies every schema of the group accepts, with no field the server does not read", async () => {
    const { request, sent } = recordBodies();
    const api = createSiweApi(request);
    const signed = { message: "m", signature: "0x01", chainId: "eip155:1", ...client };
    await api.init({ address: ethereum });
    await api.init({ address: ethereum, captchaToken: "tok" });
    await api.authenticate(signed);
    await api.authenticate({ ...signed, chainId: 137, mode: "no-signup" });
    await api.link(signed);
    await api.linkSmartWallet({ message: "m", signature: "0x01", chainId: 1, smartWalletType: "safe" });
    await api.linkSmartWallet({
      message: "m",
      signature: "0x01",
      chainId: 1,
      smartWalletType: "safe",
      smartWalletVersion: "1.4.1",
    });
    await api.unlink({ address: ethereum });
    await api.transfer({ nonce: "n-1" });
    expectBodiesFit(
      sent,
      {
        "siwe/init": siwe.siweInitBody,
        "siwe/authenticate": siwe.siweAuthenticateBody,
        "siwe/link": siwe.siweLinkBody,
        "siwe/link_smart_wallet": siwe.siweLinkSmartWalletBody,
        "siwe/unlink": siwe.siweUnlinkBody,
        "siwe/transfer": transferBody,
      },
      siwe,
    );
  });

  it("siws: sends bodies every schema of the group accepts, with no field the server does not read", async () => {
    const { request, sent } = recordBodies();
    const api = createSiwsApi(request);
    const signed = { message: "m", signature: `${"A".repeat(86)}==`, ...client };
    await api.init({ address: solana });
    await api.init({ address: solana, captchaToken: "tok" });
    await api.authenticate(signed);
    await api.authenticate({ ...signed, messageType: "offchain", mode: "no-signup" });
    await api.link({ ...signed, messageType: "transaction" });
    await api.unlink({ address: solana });
    await api.transfer({ nonce: "n-1" });
    expectBodiesFit(
      sent,
      {
        "siws/init": siws.siwsInitBody,
        "siws/authenticate": siws.siwsAuthenticateBody,
        "siws/link": siws.siwsLinkBody,
        "siws/unlink": siws.siwsUnlinkBody,
        "siws/transfer": transferBody,
      },
      siws,
    );
  });

  it("fails on a body that drifted from its schema: a renamed field, or a schema left out", () => {
    const renamed = new Map<string, unknown[]>([
      ["siwe/unlink", [{ address: ethereum, chainId: 1 }]],
      ["siwe/init", [{ address: ethereum }]],
    ]);
    expect(() =>
      expectBodiesFit(renamed, { "siwe/unlink": siwe.siweUnlinkBody }, { siweUnlinkBody: siwe.siweUnlinkBody }),
    ).toThrow(/fields the server does not read/);
    expect(() =>
      expectBodiesFit(renamed, { "siwe/unlink": siwe.siweUnlinkBody }, { siweInitBody: siwe.siweInitBody }),
    ).toThrow();
    const missing = new Map<string, unknown[]>([["siwe/init", [{ captcha_token: "tok" }]]]);
    expect(() => expectBodiesFit(missing, { "siwe/init": siwe.siweInitBody }, {})).toThrow(/siwe\/init/);
  });
});
