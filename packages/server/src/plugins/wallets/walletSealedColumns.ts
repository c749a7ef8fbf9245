import { inArray } from "drizzle-orm";
import { embeddedWalletEntropies, embeddedWallets } from "../../db/schema.ts";
import { type SealedColumn, sealedTextColumn } from "../../keys/SealedColumn.ts";
import { walletSealing } from "./WalletKeys.ts";

/**
 * The wallet secrets stored sealed (WalletService seals each with `${appId}:${entropy or wallet id}`):
 * what `foyer keys rotate` re-wraps and the start-up check opens for this plugin.
 */
export const walletSealedColumns: readonly SealedColumn[] = [
  sealedTextColumn({
    name: "embedded_wallet_entropies.auth_share_ciphertext",
    ...walletSealing("auth-share"),
    table: embeddedWalletEntropies,
    pk: embeddedWalletEntropies.id,
    column: embeddedWalletEntropies.authShareCiphertext,
    field: "authShareCiphertext",
    associatedData: [embeddedWalletEntropies.appId, embeddedWalletEntropies.entropyId],
  }),
  sealedTextColumn({
    name: "embedded_wallet_entropies.recovery_share_ciphertext",
    ...walletSealing("recovery-share"),
    table: embeddedWalletEntropies,
    pk: embeddedWalletEntropies.id,
    column: embeddedWalletEntropies.recoveryShareCiphertext,
    field: "recoveryShareCiphertext",
    associatedData: [embeddedWalletEntropies.appId, embeddedWalletEntropies.entropyId],
    // Only automatic recovery (WalletService's isServerRecovery); password and cloud shares are the user's.
    where: inArray(embeddedWalletEntropies.recoveryMethod, ["foyer", "foyer-v2"]),
  }),
  sealedTextColumn({
    name: "embedded_wallets.server_key_ciphertext",
    ...walletSealing("server-wallet"),
    table: embeddedWallets,
    pk: embeddedWallets.id,
    column: embeddedWallets.serverKeyCiphertext,
    field: "serverKeyCiphertext",
    associatedData: [embeddedWallets.appId, embeddedWallets.id],
  }),
];
