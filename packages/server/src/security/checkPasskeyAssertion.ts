import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/Database.ts";
import { linkedAccounts } from "../db/schema.ts";
import { loadWebAuthn } from "./loadWebAuthn.ts";

/** What the passkeys plugin keeps of a passkey in linked_accounts.details. */
interface StoredPasskeyDetails {
  public_key?: string;
  counter?: number;
  transports?: string[];
}

/**
 * Checks a passkey assertion against a stored passkey and moves its sign counter, for sign-in and for MFA
 * alike: signature, challenge, origin and RP ID through @simplewebauthn (user verification required), then a
 * compare-and-set on the counter, so of two assertions racing from a cloned authenticator only one counts.
 * `where` picks the linked account (by app for sign-in, by user for MFA); `fail` makes the caller's error.
 * Runs on `db`, which may be the caller's transaction. Returns the credential id.
 */
export async function checkPasskeyAssertion(
  db: Database,
  where: { appId: string } | { userId: string },
  response: AuthenticationResponseJSON,
  expected: { challenge: string; origin: string | string[]; rpId: string },
  fail: (message: string, cause?: unknown) => Error,
): Promise<string> {
  const owner = "appId" in where ? eq(linkedAccounts.appId, where.appId) : eq(linkedAccounts.userId, where.userId);
  const [row] = await db
    .select()
    .from(linkedAccounts)
    .where(and(owner, eq(linkedAccounts.type, "passkey"), eq(linkedAccounts.subject, response.id)))
    .limit(1);
  const stored = row?.details as StoredPasskeyDetails | undefined;
  if (!row || typeof stored?.public_key !== "string") throw fail("Unknown passkey.");
  const counter = stored.counter ?? 0;
  let newCounter: number;
  try {
    const result = await (await loadWebAuthn()).verifyAuthenticationResponse({
      response,
      expectedChallenge: expected.challenge,
      expectedOrigin: expected.origin,
      expectedRPID: expected.rpId,
      credential: {
        id: row.subject,
        publicKey: new Uint8Array(Buffer.from(stored.public_key, "base64url")),
        counter,
        transports: stored.transports as never,
      },
      requireUserVerification: true,
    });
    if (!result.verified) throw new Error("assertion not verified");
    newCounter = result.authenticationInfo.newCounter;
  } catch (cause) {
    // The library also refuses a counter that is non-zero and not above the stored one (a cloned authenticator).
    throw fail("The passkey could not be verified.", cause);
  }
  const updated = await db
    .update(linkedAccounts)
    .set({ details: sql`${linkedAccounts.details} || ${JSON.stringify({ counter: newCounter })}::jsonb` })
    .where(
      and(
        eq(linkedAccounts.id, row.id),
        sql`coalesce((${linkedAccounts.details}->>'counter')::bigint, 0) = ${counter}`,
      ),
    )
    .returning({ id: linkedAccounts.id });
  if (updated.length === 0) throw fail("The passkey could not be verified.");
  return row.subject;
}
