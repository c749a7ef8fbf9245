import { type ComponentType, createElement } from "#react";
import { kit } from "../kit/kit.ts";
import type { FlowScreenProps } from "./FlowScreenProps.ts";

/**
 * A screen loaded on first show: `load` is the dynamic import of its module (its own chunk), `pick` names the
 * component. Made with the kit's `retryableLazy` (ui/loadOnce.ts) at its first draw, when the modal has installed
 * the kit (a flow's module may load before the modal): a load that failed is fetched again by the modal's Retry.
 *
 * @example lazyScreen(() => import("./MfaVerifyScreen.tsx"), (m) => m.MfaVerifyScreen)
 */
export function lazyComponent<M, P>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  let screen: ComponentType<P> | undefined;
  return (props: P) => {
    screen ??= kit.retryableLazy(() => load().then(pick));
    return createElement(screen as ComponentType<object>, props as object);
  };
}

/** A flow's screen loaded on first show (see lazyComponent). */
export function lazyScreen<S, E, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<FlowScreenProps<S, E>>,
): ComponentType<FlowScreenProps<S, E>> {
  return lazyComponent(load, pick);
}
