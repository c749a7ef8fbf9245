import { MESSAGE_BOX_MAX_HEIGHT_PX } from "@foyer/core/constants";
import { type ComponentType, createElement, Fragment } from "#react";

/**
 * The rest of the modal's shared stylesheet (modalStyles.ts): classes no screen of the email journey uses
 * (stack, note, address, progress, progress bar, country and channel pickers, links, code block, checkbox, frame). Loaded
 * with the screens that use them, never with the modal: every login step outside screenRouter.ts's
 * BASE_SHEET_STEPS, every machine flow (machineFlowView.tsx) and the funding and transaction flows.
 */
export const moreStyles = `
.foyer-reset-link { margin: 12px 0 0; text-align: center; font-size: 14px; }
.foyer-stack { display: flex; flex-direction: column; gap: 10px; }
.foyer-note { margin: -8px 0 20px; font-size: 13px; color: var(--foyer-foreground-subtle); }
.foyer-address {
  display: flex; align-items: center; gap: 8px; margin: 0 0 20px; padding: 10px 12px; border-radius: 12px;
  border: 1px solid var(--foyer-border); text-align: left; font-size: 13px;
}
.foyer-address code { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--foyer-foreground); }
.foyer-address .foyer-link { display: inline-flex; align-items: center; gap: 4px; flex: none; font-size: 13px; }
.foyer-progress { display: flex; justify-content: center; margin: 4px auto 16px; width: 56px; height: 56px; align-items: center; color: var(--foyer-accent-text); }
.foyer-progress .foyer-spinner { width: 36px; height: 36px; border-width: 3px; }
.foyer-text + .foyer-loading { min-height: 96px; }
.foyer-progressbar { position: relative; height: 6px; margin: 14px 0 20px; border-radius: 999px; overflow: hidden; background: var(--foyer-accent-subtle); }
.foyer-progressbar span { display: block; height: 100%; border-radius: inherit; background: var(--foyer-accent); transition: width 400ms linear; }
.foyer-progressbar[data-indeterminate] span { width: 35%; animation: foyer-indeterminate 1.4s ease-in-out infinite; }
@keyframes foyer-indeterminate { from { transform: translateX(-100%); } to { transform: translateX(290%); } }
.foyer-country { position: relative; display: inline-flex; align-items: center; flex: none; }
.foyer-country-face {
  display: inline-flex; align-items: center; gap: 4px; padding: 0 8px 0 2px; font-size: 14px; font-weight: 500;
  color: var(--foyer-foreground); border-right: 1px solid var(--foyer-border); white-space: nowrap;
}
.foyer-country-face svg { transform: rotate(90deg); color: var(--foyer-foreground-muted); }
.foyer-country select { position: absolute; inset: 0; width: 100%; opacity: 0; cursor: pointer; font-size: 16px; }
.foyer-country:focus-within .foyer-country-face { color: var(--foyer-accent-text); }
.foyer-segment { display: flex; gap: 4px; margin: 0 0 12px; padding: 4px; border: 1px solid var(--foyer-border); border-radius: 12px; }
.foyer-segment-option {
  flex: 1; display: flex; align-items: center; justify-content: center; min-height: 34px; border-radius: 9px;
  font-size: 14px; font-weight: 500; color: var(--foyer-foreground-muted); cursor: pointer;
}
.foyer-segment-option input { position: absolute; opacity: 0; pointer-events: none; }
.foyer-segment-option[data-selected] { background: var(--foyer-accent-subtle); color: var(--foyer-accent-text); }
.foyer-segment-option:focus-within { outline: 2px solid var(--foyer-accent-text); outline-offset: 1px; }
.foyer-links { display: flex; justify-content: center; gap: 16px; margin: -8px 0 20px; font-size: 14px; }
.foyer-links a { color: var(--foyer-accent-text); font-weight: 600; text-decoration: none; }
.foyer-links a:hover { text-decoration: underline; }
.foyer-code-block {
  margin: 0 0 20px; padding: 12px 14px; max-height: ${MESSAGE_BOX_MAX_HEIGHT_PX}px; overflow: auto; border-radius: 12px;
  border: 1px solid var(--foyer-border); background: var(--foyer-background-subtle); color: var(--foyer-foreground);
  font: 13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; text-align: left;
  white-space: pre-wrap; overflow-wrap: anywhere;
}
.foyer-check { display: flex; gap: 10px; align-items: flex-start; text-align: left; cursor: pointer; }
.foyer-check input { accent-color: var(--foyer-accent); width: 18px; height: 18px; margin: 1px 0 0; flex: none; }
.foyer-frame {
  display: block; width: 100%; height: 360px; margin: 0 0 16px; border: 0; border-radius: 12px;
  background: var(--foyer-background);
}
`;

// One wrapped component per screen, so a screen keeps its identity across renders and openings.
const wrapped = new WeakMap<ComponentType<never>, ComponentType<never>>();

/** `Screen` drawn after the `<style>` of moreStyles (inside the modal's shadow root, like modalStyles). */
export function withMoreStyles<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  const known = wrapped.get(Screen as ComponentType<never>);
  if (known) return known as ComponentType<P>;
  // createElement rather than JSX: the one lazily loaded module that draws without reading the screen kit would
  // otherwise keep esbuild from putting kit/kit.ts in the JSX runtime's initial chunk (a chunk of its own, ~70 B
  // more at start; see kit/kit.ts).
  const Styled = (props: P) =>
    createElement(Fragment, null, createElement("style", null, moreStyles), createElement(Screen, props));
  wrapped.set(Screen as ComponentType<never>, Styled as ComponentType<never>);
  return Styled;
}
