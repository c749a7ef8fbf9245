import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { FlowScreenProps } from "./FlowScreenProps.ts";

/**
 * A flow's screen loaded on first show: `load` is the dynamic import of its module (its own chunk), `pick`
 * names the component.
 *
 * @example lazyScreen(() => import("./MfaVerifyScreen.tsx"), (m) => m.MfaVerifyScreen)
 */
export function lazyScreen<S, E, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<FlowScreenProps<S, E>>,
): LazyExoticComponent<ComponentType<FlowScreenProps<S, E>>> {
  return lazy(async () => ({ default: pick(await load()) }));
}
