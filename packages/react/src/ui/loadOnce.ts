import { type ComponentType, type LazyExoticComponent, lazy } from "react";

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

/**
 * A component of a `loadOnce` part: drawn at once when the part is loaded (React reads a thenable that settles
 * synchronously without suspending), else it suspends until the part arrives.
 */
export function lazyFrom<M, P>(
  part: LoadOnce<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const ready = part.loaded;
    if (ready === undefined) return part.load().then((m) => ({ default: pick(m) }));
    return {
      // biome-ignore lint/suspicious/noThenProperty: a thenable settling synchronously is how React.lazy draws at once
      then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: pick(ready) }),
    } as Promise<{
      default: ComponentType<P>;
    }>;
  });
}
