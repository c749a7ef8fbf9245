import { describe, it } from "vitest";
import { createTelegramApi } from "../api/telegram.ts";
import { expectBodiesFit, recordBodies } from "../testing/recordBodies.ts";
import { transferBody } from "./passwordless.ts";
import * as telegram from "./telegram.ts";

const widget = { id: 42, first_name: "Ada", username: "ada", auth_date: 1_700_000_000, hash: "a".repeat(64) };

describe("the client against the server's schemas (telegram group)", () => {
  it("sends bodies every schema of the group accepts, with no field the server does not read", async () => {
    const { request, sent } = recordBodies();
    const api = createTelegramApi(request);
    await api.authenticate({ telegramAuthResult: widget });
    await api.authenticate({ telegramAuthResult: widget, captchaToken: "tok", mode: "no-signup" });
    await api.authenticate({ telegramWebAppData: "query_id=1&user=%7B%7D&hash=ab" });
    await api.link({ telegramAuthResult: widget });
    await api.link({ telegramWebAppData: "query_id=1&user=%7B%7D&hash=ab" });
    await api.unlink({ telegramUserId: "42" });
    await api.transfer({ nonce: "n-1" });
    expectBodiesFit(
      sent,
      {
        "telegram/authenticate": telegram.telegramAuthenticateBody,
        "telegram/link": telegram.telegramLinkBody,
        "telegram/unlink": telegram.telegramUnlinkBody,
        "telegram/transfer": transferBody,
      },
      telegram,
    );
  });
});
