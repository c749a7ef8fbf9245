/**
 * The address `onCompleteNavigateTo` names, resolved against the current page, when it is on the page's own
 * origin (http/https); null otherwise. A host may pass a value it read from a query string, so another
 * origin or a `javascript:` URL is never followed (an open redirect otherwise).
 *
 * @example navigateTarget("/portfolio", "https://app.example/login") // "https://app.example/portfolio"
 */
export function navigateTarget(value: string, currentHref: string): string | null {
  let target: URL;
  try {
    target = new URL(value, currentHref);
  } catch {
    return null;
  }
  const current = new URL(currentHref);
  if (target.origin !== current.origin || (target.protocol !== "http:" && target.protocol !== "https:")) return null;
  return target.href;
}

/** Goes to `onCompleteNavigateTo` after a wallet flow succeeded (see navigateTarget for what is followed). */
export function navigateOnComplete(value: string | undefined): void {
  if (!value || typeof window === "undefined") return;
  const target = navigateTarget(value, window.location.href);
  if (target) window.location.assign(target);
  else console.warn(`[foyer] onCompleteNavigateTo ignored: ${value} is not on this page's origin.`);
}
