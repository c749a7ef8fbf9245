import { POPUP_HEIGHT, POPUP_WIDTH } from "@foyer/core/constants";

/** A centred POPUP_WIDTH x POPUP_HEIGHT window (OAuth, Telegram); null when the browser blocked it. */
export function openPopup(name: string, url = ""): Window | null {
  const left = Math.max(0, (window.screenX ?? 0) + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, (window.screenY ?? 0) + (window.outerHeight - POPUP_HEIGHT) / 2);
  return window.open(url, name, `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`);
}
