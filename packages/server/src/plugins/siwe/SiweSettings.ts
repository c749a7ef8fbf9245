import { z } from "zod";
import { settingsSlice } from "../../domain/apps/AppSettings.ts";

/** The SIWE plugin's keys of `apps.settings`. */
export const siweAppSettings = settingsSlice({
  /**
   * JSON-RPC URL per EVM chain id ("1", "8453", ...) that SIWE uses to verify contract-wallet signatures
   * (EIP-1271 / EIP-6492). A chain without one accepts only plain ECDSA signatures.
   */
  evm_rpc_urls: z.record(z.string().regex(/^\d{1,20}$/), z.url()).optional(),
});
