import { FoyerError } from "@foyer/core";
import type { FrameServerApi } from "./FrameServerApi.ts";
import { signDeviceRegistration } from "./recoveryProofKey.ts";

/** The server's reason for refusing a share request (details.reason), if any. */
export function refusalReason(error: unknown): unknown {
  return error instanceof FoyerError ? (error.details as Record<string, unknown> | undefined)?.reason : undefined;
}

/**
 * The auth share for a page that just opened the recovery share with the method (password, cloud key): a
 * device key the server does not know yet is registered first, signed with the key derived from the clear
 * share (the server checks it against the public key it stored with the share). Used by the hidden frame's
 * `recover` and by the export page. A wallet whose new devices must verify by email throws the server's
 * refusal (details.reason `verification_required`).
 */
export async function authShareAfterRecovery(
  api: FrameServerApi,
  input: {
    accessToken: string;
    appId: string;
    entropyId: string;
    recoveryShare: string;
    mfaToken: string | null;
    purpose?: "use" | "export";
  },
): Promise<string> {
  const fetchShare = () => api.getAuthShare(input.accessToken, input.entropyId, input.mfaToken, input.purpose);
  try {
    return await fetchShare();
  } catch (error) {
    if (refusalReason(error) !== "device_not_registered") throw error;
  }
  await api.registerDevice(input.accessToken, {
    entropyId: input.entropyId,
    signRegistration: (thumbprint) =>
      signDeviceRegistration(input.recoveryShare, { appId: input.appId, entropyId: input.entropyId, thumbprint }),
  });
  return fetchShare();
}
