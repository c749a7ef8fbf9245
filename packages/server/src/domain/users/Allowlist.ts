import type { AppSettings } from "../apps/AppSettings.ts";
import type { AccountKey } from "./UserService.ts";

/** Phone numbers compare in E.164 with formatting characters removed ("+1 555-0100" = "+15550100"). */
const normalisePhone = (value: string) => value.replace(/[\s().-]/g, "");

/**
 * Whether an app's allowlist lets this account sign in or be linked. A disabled or absent allowlist lets
 * everyone in. Matching: `email` exact (lowercase), `email_domain` the part after the last "@" (lowercase,
 * a leading "@" in the entry is ignored), `phone` E.164 exact, `wallet` lowercase address. Account kinds
 * the list cannot describe (an OAuth subject without an email, a passkey...) are not on it.
 */
export function isAllowlisted(allowlist: AppSettings["allowlist"], account: AccountKey): boolean {
  if (!allowlist?.enabled) return true;
  const subject = account.subject.trim();
  return allowlist.entries.some((entry) => {
    const value = entry.value.trim();
    switch (entry.type) {
      case "email":
        return account.type === "email" && subject.toLowerCase() === value.toLowerCase();
      case "email_domain": {
        if (account.type !== "email") return false;
        const domain = subject.slice(subject.lastIndexOf("@") + 1).toLowerCase();
        return domain === value.replace(/^@/, "").toLowerCase();
      }
      case "phone":
        return account.type === "phone" && normalisePhone(subject) === normalisePhone(value);
      case "wallet":
        // Ethereum addresses are hex (any case); Solana's base58 is case-sensitive.
        return (
          account.type === "wallet" &&
          (value.startsWith("0x") ? subject.toLowerCase() === value.toLowerCase() : subject === value)
        );
    }
    return false;
  });
}
