import type { EmailAccount, LinkedAccount, PhoneAccount, User } from "../types.ts";
import type { WireLinkedAccount, WireUser } from "./wire.ts";

function toDate(unixSeconds: number): Date {
  return new Date(unixSeconds * 1000);
}

/**
 * Converts one linked account by a rule every account kind follows: snake_case keys become
 * camelCase and `*_at` Unix-second numbers become Dates. New kinds need no code here.
 */
function toLinkedAccount(wire: WireLinkedAccount): LinkedAccount {
  const account: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wire)) {
    const camel = key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
    account[camel] = key.endsWith("_at") && typeof value === "number" ? toDate(value) : value;
  }
  return account as unknown as LinkedAccount;
}

/** Converts a wire user (snake_case, Unix seconds) to the client User, with the `email` shortcut. */
export function toUser(wire: WireUser): User {
  const linkedAccounts = wire.linked_accounts.map(toLinkedAccount);
  const user: User = {
    id: wire.id,
    createdAt: toDate(wire.created_at),
    linkedAccounts,
    mfaMethods: [...wire.mfa_methods],
    hasAcceptedTerms: wire.has_accepted_terms,
    isGuest: wire.is_guest,
    customMetadata: { ...wire.custom_metadata },
  };
  const email = linkedAccounts.find((account): account is EmailAccount => account.type === "email");
  if (email) user.email = email;
  const phone = linkedAccounts.find((account): account is PhoneAccount => account.type === "phone");
  if (phone) user.phone = phone;
  return user;
}
