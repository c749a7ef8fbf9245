import { FoyerError } from "@foyer/core";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/Database.ts";
import { embeddedWallets } from "../../db/schema.ts";
import type { Nonces } from "../../security/Nonces.ts";
import type { AccountKey, UserService } from "./UserService.ts";

/** How long a transfer offer stays redeemable. */
export const ACCOUNT_TRANSFER_TTL_MS = 10 * 60_000;
const PURPOSE = "account_transfer";

const offerSchema = z.object({
  app_id: z.string(),
  from_user_id: z.string(),
  to_user_id: z.string(),
  account: z.object({ type: z.string(), subject: z.string() }),
});

/**
 * The name the transfer screen shows for the account ("Do you want to transfer {handle}..."): the
 * provider's username, email or name when the method has one (an OAuth subject is an opaque id), else
 * the subject itself (an email address, a phone number, a wallet address).
 */
export function accountDisplayName(account: AccountKey): string {
  for (const key of ["username", "email", "name"]) {
    const value = account.details?.[key];
    if (typeof value === "string" && value.trim() !== "") return key === "username" ? `@${value}` : value;
  }
  return account.subject;
}

const invalidNonce = (message = "Invalid or expired account transfer nonce.") =>
  new FoyerError("invalid_data", message);

/**
 * Account transfer: when a signed-in user links an account another user holds, the method has just
 * proven the caller controls it (a code, a signature...), so instead of refusing, the server offers to
 * move it. The offer is a single-use nonce bound to both users, the app and the account; redeeming it
 * moves the account and deletes the other user (with its sessions and other accounts) in one transaction.
 * Every method's `{method}/transfer` route is one call to `redeem`.
 */
export class AccountTransfer {
  readonly #db: Database;
  readonly #nonces: Nonces;
  readonly #users: UserService;

  constructor(db: Database, nonces: Nonces, users: UserService) {
    this.#db = db;
    this.#nonces = nonces;
    this.#users = users;
  }

  /**
   * Issues the nonce on the caller's transaction and returns the 409 account_transfer_required error to
   * throw once that transaction has committed (throwing inside it would roll the nonce back).
   */
  async offer(
    tx: Database,
    appId: string,
    fromUserId: string,
    toUserId: string,
    account: AccountKey,
  ): Promise<FoyerError> {
    const payload = {
      app_id: appId,
      from_user_id: fromUserId,
      to_user_id: toUserId,
      account: { type: account.type, subject: account.subject },
    };
    const nonce = await this.#nonces.issue(appId, PURPOSE, { ttlMs: ACCOUNT_TRANSFER_TTL_MS, payload, db: tx });
    // The other user's first Ethereum embedded wallet (else Solana): its assets stay behind, so the screen
    // warns about them and shows its address (spec 000 §4 "Check account assets before transferring").
    const [wallet] = await tx
      .select({ address: embeddedWallets.address })
      .from(embeddedWallets)
      .where(and(eq(embeddedWallets.appId, appId), eq(embeddedWallets.userId, fromUserId)))
      .orderBy(asc(embeddedWallets.chainType), asc(embeddedWallets.walletIndex))
      .limit(1);
    return new FoyerError("account_transfer_required", undefined, {
      details: {
        nonce,
        account: { type: account.type, address: account.subject, subject: account.subject },
        display_name: accountDisplayName(account),
        embedded_wallet_address: wallet?.address ?? null,
      },
    });
  }

  /**
   * Redeems a nonce for the signed-in user `toUserId`: moves the account (of a kind `accepts`) to them and
   * deletes the user who held it, all or nothing. An unknown, used, expired or foreign nonce (issued to
   * another user, app or kind of account) answers 400 invalid_data and a foreign one is left unspent.
   */
  async redeem(
    appId: string,
    toUserId: string,
    nonce: string,
    accepts: (accountType: string) => boolean,
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const offer = offerSchema.safeParse(await this.#nonces.consume(appId, PURPOSE, nonce, tx));
      if (!offer.success) throw invalidNonce();
      const { data } = offer;
      // A throw here rolls the consume back, so the rightful user can still redeem it.
      if (data.app_id !== appId || data.to_user_id !== toUserId || !accepts(data.account.type)) {
        throw invalidNonce();
      }
      const owner = await this.#users.lockAccountOwner(tx, appId, data.account);
      if (owner !== data.from_user_id) throw invalidNonce("The account changed since the transfer was offered.");
      await this.#users.moveAccount(tx, appId, data.account, toUserId);
      await this.#users.delete(tx, data.from_user_id);
      // Like a link: a guest who receives a login method stops being a guest.
      await this.#users.clearGuest(tx, toUserId);
    });
  }
}
