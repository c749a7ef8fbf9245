import type { WalletFlowError } from "@foyer/core/wallets";
import { t } from "../../i18n/tWallets.ts";

/** The status screen's text for a wallet failure (spec 000 §8 "Wallet connection errors"). */
export function walletErrorText(error: WalletFlowError, wallet: string): string {
  switch (error.kind) {
    case "user_exists":
      return t("wallets.errorUserExists");
    case "timed_out":
      return t("wallets.errorTimedOut");
    case "user_limit_reached":
      return t("wallets.errorUserLimit");
    case "preparing":
      return t("wallets.errorPreparing");
    case "not_configured":
      return t("wallets.errorNotConfigured", { wallet });
    case "connection":
      return t("wallets.errorConnection");
  }
}
