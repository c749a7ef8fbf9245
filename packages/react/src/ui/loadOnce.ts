import { type ComponentType, createElement, lazy } from "#react";

/** A module fetched on first `load()` and then at hand synchronously (`loaded`). */
export interface LoadOnce<M> {
  load(): Promise<M>;
  readonly loaded: M | undefined;
}

/**
 * A part of the modal fetched on demand (issue 19: what the email journey does not use leaves its path) and
 * read synchronously once there, so a screen drawn after `load()` settled never flashes a loading state.
 * Loaded code, not state: the same for every store and opening.
 */
export function loadOnce<M>(load: () => Promise<M>): LoadOnce<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: () => {
      pending ??= load().then(
        (m) => {
          module = m;
          return m;
        },
        (error: unknown) => {
          pending = undefined; // offline for a moment: the next load tries again
          throw error;
        },
      );
      return pending;
    },
    get loaded() {
      return module;
    },
  };
}

/** Bumped by `retryFailedLoads`: a lazily loaded component whose load failed fetches again at its next draw. */
let retries = 0;

/**
 * Lets every component whose load failed fetch again at its next draw: the modal's Retry
 * (modal/ScreenLoadBoundary.tsx). Until then a failed load stays failed, so drawing again after the failure
 * throws to the boundary rather than fetching in a loop while offline.
 */
export function retryFailedLoads(): void {
  retries += 1;
}

/**
 * React.lazy that can try again: React keeps a failed load for good (its chunk did not arrive: offline for a
 * moment, or a deploy replaced the files), so the component would throw on every later draw. This one starts a
 * new load at the first draw after `retryFailedLoads()`. `load` may answer a thenable that settles
 * synchronously (see lazyFrom). Every lazily loaded component of the package is made here (React's own `lazy`
 * is not used elsewhere; ui/retryableLazy.test.ts holds the package to it).
 */
export function retryableLazy<P>(load: () => PromiseLike<ComponentType<P>>): ComponentType<P> {
  type Loaded = { default: ComponentType<P> };
  /** The `retries` count a failed load waits to see move (null: not failed). */
  let failedAt: number | null = null;
  const make = (): ComponentType<P> =>
    lazy(() => {
      const loading = load();
      // A thenable over `loading`, so that one settling synchronously still settles the lazy synchronously.
      return {
        // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable
        then(resolve: (loaded: Loaded) => void, reject: (error: unknown) => void) {
          loading.then(
            (component) => resolve({ default: component }),
            (error: unknown) => {
              failedAt ??= retries;
              reject(error);
            },
          );
        },
      } as Promise<Loaded>;
    }) as unknown as ComponentType<P>;
  let current = make();
  return (props: P) => {
    if (failedAt !== null && failedAt !== retries) {
      failedAt = null;
      current = make();
    }
    return createElement(current as ComponentType<object>, props as object);
  };
}

/**
 * A component of a `loadOnce` part: drawn at once when the part is loaded (React reads a thenable that settles
 * synchronously without suspending), else it suspends until the part arrives.
 */
export function lazyFrom<M, P>(part: LoadOnce<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  return retryableLazy(() => {
    const ready = part.loaded;
    if (ready === undefined) return part.load().then(pick);
    // biome-ignore lint/suspicious/noThenProperty: a thenable settling synchronously is how React.lazy draws at once
    return { then: (resolve: (component: ComponentType<P>) => void) => resolve(pick(ready)) } as PromiseLike<
      ComponentType<P>
    >;
  });
}
