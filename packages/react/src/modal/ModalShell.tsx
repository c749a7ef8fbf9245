import { createPortal } from "react-dom";
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "#react";
import { MODAL_TITLE_ID } from "../shell/screenKit.ts";

/** id of the element Foyer appends to document.body; its open shadow root holds the modal. */
export const MODAL_HOST_ID = "foyer-modal-host";

const FOCUSABLE =
  'button:not([disabled]),input:not([disabled]),a[href],select:not([disabled]),[tabindex]:not([tabindex="-1"])';

export interface ModalShellProps {
  /** The stylesheet drawn inside the shadow root (theme variables on :host, then modalStyles.ts). */
  sheet: string;
  /** Escape and a backdrop click: the top flow's close. */
  onClose(): void;
  /** The top flow's id (`data-foyer-flow` on the host) and its key: a new top flow gets the focus. */
  flowId: string;
  flowKey: string;
  children: ReactNode;
}

/**
 * The one modal shell every flow renders in (login, recovery, MFA, confirmations, export): a portal into a
 * host <div> with an open shadow root, so host CSS cannot break the modal; the stylesheet it is given drawn inside
 * (ModalHost.tsx: the theme's variables and modalStyles.ts); a focus trap; Escape and a backdrop click close; an
 * aria-modal dialog labelled by the visible screen's title.
 */
export function ModalShell({ sheet, onClose, flowId, flowKey, children }: ModalShellProps) {
  const [mount, setMount] = useState<HTMLElement | null>(null);
  const hostRef = useRef<HTMLElement | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useLayoutEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const host = document.createElement("div");
    host.id = MODAL_HOST_ID;
    // Inline styles beat page rules, so the host box itself stays out of the page's layout.
    host.style.cssText = "all:initial;position:fixed;inset:0;z-index:2147483000;display:block";
    const shadow = host.attachShadow({ mode: "open" });
    const root = document.createElement("div");
    root.className = "foyer-root";
    shadow.append(root);
    document.body.append(host);
    hostRef.current = host;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    setMount(root);
    return () => {
      host.remove();
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, []);

  useEffect(() => {
    if (!mount) return;
    const dialog = card.current;
    const shadow = mount.getRootNode() as ShadowRoot;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== "Tab" || !dialog) return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = shadow.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      } else if (!dialog.contains(active)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey, true);
    return () => document.removeEventListener("keydown", onKey, true);
  }, [mount]);

  useLayoutEffect(() => {
    if (hostRef.current) hostRef.current.dataset.foyerFlow = flowId;
  }, [flowId]);

  // The modal opened, or another flow came on top (MFA over a signature, back to the login under it): its screen
  // has mounted and any autofocus field has the focus; otherwise the card takes it, so the keyboard stays in the modal.
  useEffect(() => {
    const dialog = card.current;
    if (!mount || !dialog || !flowKey) return;
    const shadow = mount.getRootNode() as ShadowRoot;
    if (!dialog.contains(shadow.activeElement)) dialog.focus();
  }, [mount, flowKey]);

  if (!mount) return null;
  return createPortal(
    <>
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
    </>,
    mount,
  );
}
