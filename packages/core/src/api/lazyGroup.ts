import { FoyerError } from "../errors/FoyerError.ts";

/** A group whose every method answers a promise (what lazyGroup needs); apiGroups.ts checks each group. */
export type AsyncMethods<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * An endpoint group whose code loads on its first call: every method is async, so a stand-in can answer
 * each call once `load` settles. A failed load (offline) is retried on the next call.
 */
export function lazyGroup<T extends object>(load: () => Promise<T>): T {
  let group: Promise<T> | null = null;
  const loaded = () =>
    (group ??= load().catch((cause) => {
      group = null;
      throw new FoyerError("unknown_auth_error", "Network request failed", { cause });
    }));
  const methods: Record<string | symbol, unknown> = {};
  return new Proxy(methods, {
    get(target, name) {
      // Not a thenable (the group may be returned from an async function), no symbol protocols.
      if (name in target || typeof name === "symbol" || name === "then") return target[name];
      const call = async (...args: unknown[]) => {
        const real = (await loaded()) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
        const method = real[name];
        if (typeof method !== "function") throw new TypeError(`No API method ${name}`);
        return method.apply(real, args);
      };
      target[name] = call;
      return call;
    },
  }) as T;
}
