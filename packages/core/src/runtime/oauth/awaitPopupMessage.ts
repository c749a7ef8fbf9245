import { REDIRECT_LINK_POLL_MS } from "../../constants.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import type { BrowserPorts, PopupPort } from "../browserPorts.ts";

/**
 * Waits for the one message a flow's popup sends back: accepted only from `origin`, from that popup
 * window, and with the flow's message `type`; everything else on the window is ignored. A popup the
 * user closes first is their refusal (oauth_user_denied, with `deniedMessage` when given). The popup is
 * polled every REDIRECT_LINK_POLL_MS (0.5 s) because a cross-origin window fires no close event.
 */
export function awaitPopupMessage<T extends { type: string }>(
  popup: PopupPort,
  expected: {
    origin: string;
    type: string;
    deniedMessage?: string;
    /** Another message the popup itself may send (from another origin): its answer, or null to ignore it. */
    alsoAccept?: (event: MessageEvent) => T | null;
  },
  ports: Pick<BrowserPorts, "onMessage">,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup) return;
      const data = event.data as Partial<T> | null;
      const answer =
        event.origin === expected.origin && data?.type === expected.type
          ? (data as T)
          : (expected.alsoAccept?.(event) ?? null);
      if (!answer) return;
      finish();
      resolve(answer);
    };
    const watch = setInterval(() => {
      if (!popup.closed) return;
      finish();
      reject(new FoyerError("oauth_user_denied", expected.deniedMessage));
    }, REDIRECT_LINK_POLL_MS);
    const finish = () => {
      clearInterval(watch);
      stopListening();
    };
    const stopListening = ports.onMessage(onMessage);
  });
}
