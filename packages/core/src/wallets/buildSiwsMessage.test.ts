import { describe, expect, it } from "vitest";
// The server's parser is the reader these messages are written for: checked against it directly.
import { parseSiwsMessage } from "../../../server/src/plugins/siws/parseSiwsMessage.ts";
import { buildSiwsMessage } from "./buildSiwsMessage.ts";

const address = "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T";

describe("buildSiwsMessage", () => {
  it("writes what the server's SIWS parser reads back field for field", () => {
    const issuedAt = new Date("2026-01-02T03:04:05.000Z");
    const text = buildSiwsMessage({
      domain: "localhost:5173",
      address,
      statement: "Sign in to Foyer Demo",
      uri: "http://localhost:5173",
      chainId: "devnet",
      nonce: "abc123",
      issuedAt,
    });
    expect(text.split("\n")[0]).toBe("localhost:5173 wants you to sign in with your Solana account:");
    expect(parseSiwsMessage(text)).toMatchObject({
      domain: "localhost:5173",
      address,
      statement: "Sign in to Foyer Demo",
      uri: "http://localhost:5173",
      version: "1",
      chainId: "devnet",
      nonce: "abc123",
      issuedAt,
    });
  });

  it("omits an empty statement and the chain when not known", () => {
    const text = buildSiwsMessage({
      domain: "a.test",
      address,
      uri: "https://a.test",
      nonce: "n",
      issuedAt: new Date(0),
    });
    const parsed = parseSiwsMessage(text);
    expect(parsed?.statement).toBeUndefined();
    expect(parsed?.chainId).toBeUndefined();
  });
});
