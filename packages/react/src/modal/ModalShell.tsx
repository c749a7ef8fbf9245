import type { ModalFlowHandle } from "@foyer/core/login";
import { createPortal } from "react-dom";
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "#react";
import { MODAL_TITLE_ID } from "../shell/screenKit.ts";

/** id of the element Foyer appends to document.body; its open shadow root holds the modal. */
export const MODAL_HOST_ID = "foyer-modal-host";

// What Tab can reach: a control that is not disabled, a link, an element given a tab index of 0 or more.
const FOCUSABLE = "button,input,select,a[href],[tabindex]";

export interface ModalShellProps {
  /** The stylesheet drawn inside the shadow root (theme variables on :host, then modalStyles.ts). */
  sheet: string;
  /**
   * The top flow: Escape and a backdrop click are its `dismiss`, its id is `data-foyer-flow` on the host, and a new
   * top flow (its key) gets the focus.
   */
  flow: ModalFlowHandle;
  children: ReactNode;
}

/**
 * The one modal shell every flow renders in (login, recovery, MFA, confirmations, export): a portal into a
 * host <div> with an open shadow root, so host CSS cannot break the modal; the stylesheet it is given drawn inside
 * (ModalHost.tsx: the theme's variables and modalStyles.ts); a focus trap; Escape and a backdrop click close; an
 * aria-modal dialog labelled by the visible screen's title.
 */
export function ModalShell({ sheet, flow, children }: ModalShellProps) {
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const closeRef = useRef(flow.dismiss);
  closeRef.current = flow.dismiss;

  useLayoutEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const host = document.createElement("div");
    host.id = MODAL_HOST_ID;
    // Inline styles beat page rules, so the host box itself stays out of the page's layout.
    host.style.cssText = "all:initial;position:fixed;inset:0;z-index:2147483000;display:block";
    const shadow = host.attachShadow({ mode: "open" });
    document.body.append(host);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    // Escape closes; Tab and Shift+Tab go round the dialog's visible controls and bring the focus back from outside.
    const onKey = (event: KeyboardEvent) => {
      const dialog = card.current;
      if (event.key === "Escape") {
        event.stopPropagation();
        closeRef.current();
      } else if (event.key === "Tab" && dialog) {
        const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (el) => el.tabIndex >= 0 && !(el as HTMLInputElement).disabled && el.offsetParent !== null,
        );
        const first = items[0];
        const last = items.at(-1);
        const active = shadow.activeElement;
        const target = !dialog.contains(active)
          ? first
          : event.shiftKey
            ? active === first || active === dialog
              ? last
              : null
            : active === last
              ? first
              : null;
        if (!first || target) {
          event.preventDefault();
          target?.focus();
        }
      }
    };
    document.addEventListener("keydown", onKey, true);
    setShadow(shadow);
    return () => {
      document.removeEventListener("keydown", onKey, true);
      host.remove();
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, []);

  useLayoutEffect(() => {
    if (shadow) (shadow.host as HTMLElement).dataset.foyerFlow = flow.id;
  }, [shadow, flow.id]);

  // The modal opened, or another flow came on top (MFA over a signature, back to the login under it): its screen
  // has mounted and any autofocus field has the focus; otherwise the card takes it, so the keyboard stays in the modal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new top flow (its key) is what calls for the focus
  useEffect(() => {
    const dialog = card.current;
    if (shadow && dialog && !dialog.contains(shadow.activeElement)) dialog.focus();
  }, [shadow, flow.key]);

  if (!shadow) return null;
  return createPortal(
    <div className="foyer-root">
      <style>{sheet}</style>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: backdrop click is a mouse convenience; Escape closes too */}
      <div
        className="foyer-backdrop"
        onMouseDown={(e) => {
          if (e.target === e.currentTarget) closeRef.current();
        }}
      >
        <div
          ref={card}
          className="foyer-card"
          role="dialog"
          aria-modal="true"
          aria-labelledby={MODAL_TITLE_ID}
          tabIndex={-1}
        >
          {children}
        </div>
      </div>
    </div>,
    shadow,
  );
}
