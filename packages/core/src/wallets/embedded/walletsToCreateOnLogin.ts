import type { CreateOnLogin } from "../../api/wire.ts";
import type { User } from "../../types.ts";
import type { EmbeddedChainType } from "../../wire/walletFrameProtocol.ts";

/** The embedded (walletClientType "foyer") wallets among a user's linked accounts. */
export function embeddedWalletsOf(user: User | null) {
  return (user?.linkedAccounts ?? []).flatMap((a) =>
    a.type === "wallet" && a.walletClientType === "foyer" ? [a] : [],
  );
}

/**
 * Which chains get an embedded wallet after sign-in (spec 001 §5), Ethereum before Solana: with
 * "all-users" when the user has no embedded wallet of that chain; with "users-without-wallets" when they
 * have no wallet of that chain at all (embedded or external).
 *
 * @example walletsToCreateOnLogin(user, { ethereum: "all-users", solana: "off" }) // ["ethereum"]
 */
export function walletsToCreateOnLogin(
  user: User | null,
  createOnLogin: { ethereum: CreateOnLogin; solana: CreateOnLogin },
): EmbeddedChainType[] {
  if (!user) return [];
  const chains: EmbeddedChainType[] = [];
  for (const chain of ["ethereum", "solana"] as const) {
    const setting = createOnLogin[chain];
    const wallets = user.linkedAccounts.filter((a) => a.type === "wallet" && a.chainType === chain);
    const embedded = wallets.filter((a) => a.type === "wallet" && a.walletClientType === "foyer");
    if (setting === "all-users" && embedded.length === 0) chains.push(chain);
    if (setting === "users-without-wallets" && wallets.length === 0) chains.push(chain);
  }
  return chains;
}
