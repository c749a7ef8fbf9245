import { describe, expect, it, vi } from "vitest";
import { FoyerError } from "../errors/FoyerError.ts";
import { lazyGroup } from "./lazyGroup.ts";

interface Greeter {
  hello(name: string): Promise<string>;
}

describe("lazyGroup", () => {
  it("loads the group on the first call only, then answers every call from it", async () => {
    const load = vi.fn(async (): Promise<Greeter> => ({ hello: async (name) => `hello ${name}` }));
    const group = lazyGroup(load);
    expect(load).not.toHaveBeenCalled();
    await expect(group.hello("a")).resolves.toBe("hello a");
    await expect(group.hello("b")).resolves.toBe("hello b");
    expect(load).toHaveBeenCalledTimes(1);
    expect(group.hello).toBe(group.hello);
  });

  it("is not a thenable, so an async function may return it", async () => {
    const group = lazyGroup(async (): Promise<Greeter> => ({ hello: async () => "x" }));
    expect((group as unknown as { then?: unknown }).then).toBeUndefined();
    await expect((async () => group)()).resolves.toBe(group);
  });

  it("answers a failed load with a catalogue error and tries again on the next call", async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ hello: async () => "back" });
    const group = lazyGroup(load);
    const error = await group.hello("a").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerError);
    expect((error as FoyerError).code).toBe("unknown_auth_error");
    await expect(group.hello("a")).resolves.toBe("back");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
