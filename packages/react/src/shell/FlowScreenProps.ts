import type { ComponentType, LazyExoticComponent } from "react";

/** What a flow's screen receives: the flow's state to render, and `send` for the user's events. */
export interface FlowScreenProps<S, E> {
  state: S;
  send(event: E): void;
}

/** A screen of a flow: loaded on demand (shell/lazyScreen.ts's `lazyScreen`), or a plain component. */
export type FlowScreen<S, E> =
  | LazyExoticComponent<ComponentType<FlowScreenProps<S, E>>>
  | ComponentType<FlowScreenProps<S, E>>;
