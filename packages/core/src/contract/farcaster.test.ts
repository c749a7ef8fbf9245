import { describe, it } from "vitest";
import { createFarcasterApi } from "../api/farcaster.ts";
import { expectBodiesFit, recordBodies } from "../testing/recordBodies.ts";
import * as farcaster from "./farcaster.ts";
import { transferBody } from "./passwordless.ts";

const proof = { message: "m", signature: "0x01", fid: 7 };

describe("the client against the server's schemas (farcaster group)", () => {
  it("sends bodies every schema of the group accepts, with no field the server does not read", async () => {
    const { request, sent } = recordBodies();
    const api = createFarcasterApi(request);
    await api.init();
    await api.init({ captchaToken: "tok" });
    await api.status({ channelToken: "c-1" });
    await api.authenticate(proof);
    await api.authenticate({ ...proof, channelToken: "c-1", mode: "no-signup" });
    await api.link({ ...proof, channelToken: "c-1" });
    await api.unlink({ fid: 7 });
    await api.transfer({ nonce: "n-1" });
    expectBodiesFit(
      sent,
      {
        "farcaster/init": farcaster.farcasterInitBody,
        "farcaster/status": farcaster.farcasterStatusBody,
        "farcaster/authenticate": farcaster.farcasterAuthenticateBody,
        "farcaster/link": farcaster.farcasterLinkBody,
        "farcaster/unlink": farcaster.farcasterUnlinkBody,
        "farcaster/transfer": transferBody,
      },
      farcaster,
    );
  });
});
