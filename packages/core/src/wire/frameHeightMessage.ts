import { WALLET_FRAME_MESSAGE_TAG, WALLET_FRAME_PROTOCOL_VERSION } from "./walletFrameProtocol.ts";

/**
 * A wallet-origin page shown inside the modal's card (export, new-device verification) tells its parent how
 * tall its content is, so the card fits it: no empty box under a short page, no inner scroll under a long one.
 * Only a number crosses: nothing the parent could not measure of any page it frames.
 */
export const FRAME_HEIGHT_KIND = "frame-height";

/** Bounds the parent keeps the frame within, whatever the page says (CSS pixels). */
export const FRAME_HEIGHT_MIN = 96;
export const FRAME_HEIGHT_MAX = 640;

export interface FrameHeightMessage {
  tag: typeof WALLET_FRAME_MESSAGE_TAG;
  v: typeof WALLET_FRAME_PROTOCOL_VERSION;
  kind: typeof FRAME_HEIGHT_KIND;
  height: number;
}

export function frameHeightMessage(height: number): FrameHeightMessage {
  return { tag: WALLET_FRAME_MESSAGE_TAG, v: WALLET_FRAME_PROTOCOL_VERSION, kind: FRAME_HEIGHT_KIND, height };
}

/** The height a message asks for, within bounds, or null when it is not a height message. */
export function readFrameHeight(data: unknown): number | null {
  const m = data as Partial<FrameHeightMessage> | null;
  if (!m || m.tag !== WALLET_FRAME_MESSAGE_TAG || m.kind !== FRAME_HEIGHT_KIND) return null;
  if (typeof m.height !== "number" || !Number.isFinite(m.height)) return null;
  return Math.min(FRAME_HEIGHT_MAX, Math.max(FRAME_HEIGHT_MIN, Math.ceil(m.height)));
}
