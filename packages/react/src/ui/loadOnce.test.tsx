// loadOnce / lazyFrom / retryableLazy: a part loaded before its screen draws renders at once (no loading fallback
// flashes); one not loaded yet suspends until it arrives; one whose load failed is fetched again.
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyFrom, loadOnce, retryableLazy, retryFailedLoads } from "./loadOnce.ts";

const Hello = ({ name }: { name: string }) => <b>hello {name}</b>;

describe("loadOnce", () => {
  it("loads once, then has the module at hand", async () => {
    let fetches = 0;
    const part = loadOnce(async () => {
      fetches += 1;
      return { Hello };
    });
    expect(part.loaded).toBeUndefined();
    await Promise.all([part.load(), part.load()]);
    expect(fetches).toBe(1);
    expect(part.loaded?.Hello).toBe(Hello);
  });

  it("a load that failed (offline for a moment) is tried again by the next load", async () => {
    let fetches = 0;
    const part = loadOnce(async () => {
      fetches += 1;
      if (fetches === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return { Hello };
    });
    await expect(part.load()).rejects.toThrow("Failed to fetch");
    expect(part.loaded).toBeUndefined();
    await part.load();
    expect(fetches).toBe(2);
    expect(part.loaded?.Hello).toBe(Hello);
  });

  it("a component of a loaded part draws in the first render, without the Suspense fallback", async () => {
    const part = loadOnce(async () => ({ Hello }));
    await part.load();
    const Lazy = lazyFrom(part, (m) => m.Hello);
    const html = renderToString(
      <Suspense fallback={<i>loading</i>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(html).toContain("hello <!-- -->Ada");
    expect(html).not.toContain("loading");
  });

  it("a component of a part not loaded yet shows the fallback", () => {
    const part = loadOnce(() => new Promise<{ Hello: typeof Hello }>(() => {}));
    const Lazy = lazyFrom(part, (m) => m.Hello);
    const html = renderToString(
      <Suspense fallback={<i>loading</i>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(html).toContain("loading");
  });

  it("retryableLazy: a load that failed is fetched again after retryFailedLoads (React.lazy would keep the failure)", async () => {
    let fetches = 0;
    const Lazy = retryableLazy(async () => {
      fetches += 1;
      if (fetches === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return Hello;
    });
    const draw = () =>
      renderToString(
        <Suspense fallback={<i>loading</i>}>
          <Lazy name="Ada" />
        </Suspense>,
      );
    expect(draw()).toContain("loading");
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Drawn again before Retry: still the failure (no fetch in a loop while offline).
    draw();
    expect(fetches).toBe(1);
    retryFailedLoads();
    draw();
    expect(fetches).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(draw()).toContain("hello <!-- -->Ada");
  });
});
