/** The parts of `document` the loader needs (tests pass a fake). */
export interface ScriptHost {
  querySelector(selector: string): Element | null;
  createElement(tag: "script"): HTMLScriptElement;
  head: { appendChild(node: Node): unknown };
}

/**
 * Adds `<script src>` to the page once (a second call with the same URL reuses the tag). The caller
 * polls for the provider's global rather than trusting `onload`: the widgets finish initialising after it.
 */
export function loadScriptOnce(src: string, host: ScriptHost = document): void {
  if (host.querySelector(`script[data-foyer-captcha="${src}"]`)) return;
  const script = host.createElement("script");
  script.src = src;
  script.async = true;
  script.defer = true;
  script.dataset.foyerCaptcha = src;
  host.head.appendChild(script);
}
