import { FoyerError } from "@foyer/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFrameProver } from "./createFrameProver.ts";
import { createMemoryKeyStore } from "./DeviceKeyStore.ts";
import { callThroughFrame, channelProver, serveDeviceCalls } from "./deviceChannel.ts";
import type { FrameServerApi } from "./FrameServerApi.ts";

/** The hidden frame's server client, as far as the channel uses it: records what it was asked. */
function frameApi(calls: string[]): FrameServerApi {
  return {
    sendDeviceCode: async (token: string, entropyId: string, channel?: string) => {
      calls.push(`send ${token} ${entropyId} ${channel ?? "-"}`);
      return { channel: "sms", to: "•••2671" };
    },
    verifyDeviceCode: async (token: string, input: { code: string; channel?: string }) => {
      calls.push(`verify ${token} ${input.code} ${input.channel ?? "-"}`);
      if (input.code !== "123456") throw new FoyerError("invalid_credentials", "Invalid code");
    },
  } as unknown as FrameServerApi;
}

/**
 * The verification and export pages run device calls in the hidden frame (its key is the registered one)
 * over a same-origin BroadcastChannel, and fall back to their own key when no frame answers.
 */
describe("deviceChannel", () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.useRealTimers();
  });

  it("runs send and verify in the hidden frame, with the channel, and passes its refusal's catalogue code back", async () => {
    const calls: string[] = [];
    const prover = createFrameProver(createMemoryKeyStore());
    stops.push(serveDeviceCalls("app-1", frameApi(calls), prover));
    const own = vi.fn(async () => ({ channel: "email" as const, to: "own" }));
    const sent = await callThroughFrame("app-1", { op: "send", accessToken: "t", entropyId: "e", channel: "sms" }, own);
    expect(sent).toEqual({ channel: "sms", to: "•••2671" });
    expect(own).not.toHaveBeenCalled();
    await callThroughFrame(
      "app-1",
      { op: "verify", accessToken: "t", entropyId: "e", code: "123456", channel: "sms" },
      own,
    );
    const refused = callThroughFrame(
      "app-1",
      { op: "verify", accessToken: "t", entropyId: "e", code: "000000", channel: "sms" },
      own,
    );
    await expect(refused).rejects.toMatchObject({ message: "Invalid code", code: "invalid_credentials" });
    expect(calls).toEqual(["send t e sms", "verify t 123456 sms", "verify t 000000 sms"]);
  });

  it("signs proofs with the hidden frame's key: the page's own key is not the one named", async () => {
    const frameKey = createFrameProver(createMemoryKeyStore());
    const pageKey = createFrameProver(createMemoryKeyStore());
    stops.push(serveDeviceCalls("app-2", frameApi([]), frameKey));
    const prover = channelProver("app-2", pageKey);
    expect(await prover.thumbprint()).toBe(await frameKey.thumbprint());
    expect(await prover.thumbprint()).not.toBe(await pageKey.thumbprint());
    const proof = await prover.proof("POST", "https://w.example/x", "token");
    const header = JSON.parse(Buffer.from(proof.split(".")[0] as string, "base64url").toString()) as {
      jwk: { x: string };
    };
    const frameProof = await frameKey.proof("POST", "https://w.example/x", "token");
    expect(header.jwk.x).toBe(
      (JSON.parse(Buffer.from(frameProof.split(".")[0] as string, "base64url").toString()) as { jwk: { x: string } })
        .jwk.x,
    );
  });

  it("falls back to the page's own client when no hidden frame answers, and stops asking after that", async () => {
    vi.useFakeTimers();
    const own = vi.fn(async () => ({ channel: "email" as const, to: "d•••@example.com" }));
    const pending = callThroughFrame("app-3", { op: "send", accessToken: "t", entropyId: "e" }, own);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await pending).toEqual({ channel: "email", to: "d•••@example.com" });
    expect(own).toHaveBeenCalledTimes(1);

    const pageKey = createFrameProver(createMemoryKeyStore());
    const prover = channelProver("app-3", pageKey);
    const first = prover.thumbprint();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await first).toBe(await pageKey.thumbprint());
    // Once unanswered, the next call does not wait again.
    expect(await prover.thumbprint()).toBe(await pageKey.thumbprint());
  });
});
