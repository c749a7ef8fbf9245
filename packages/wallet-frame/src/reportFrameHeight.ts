import { frameHeightMessage } from "@foyer/core/embedded";
import { framingOrigin } from "./framingOrigin.ts";

/**
 * Keeps the modal's frame as tall as this page's content (the page grows when a code box, an error or a key
 * appears). Sent only to the page that framed this one; the parent bounds it and checks it came from here.
 */
export function reportFrameHeight(target: string | null = framingOrigin()): void {
  if (!target || window.parent === window) return;
  let last = 0;
  const send = () => {
    // Document coordinates: a focused input may have scrolled this page inside a frame still too short.
    const bottom = document.body.getBoundingClientRect().bottom + window.scrollY;
    const height = Math.ceil(bottom + Number.parseFloat(getComputedStyle(document.body).marginBottom));
    if (height === last) return;
    last = height;
    window.parent.postMessage(frameHeightMessage(height), target);
  };
  new ResizeObserver(send).observe(document.body);
  send();
}
