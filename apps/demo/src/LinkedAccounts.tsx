import { type LinkedAccount, useCrossAppAccounts, useFoyer, useLinkWallet } from "@foyer/react";
import { useState } from "react";

function describe(account: LinkedAccount): { label: string; value: string } {
  switch (account.type) {
    case "email":
      return { label: "Email", value: account.address };
    case "phone":
      return { label: "Phone", value: account.number };
    case "passkey":
      return { label: "Passkey", value: account.authenticatorName ?? `${account.credentialId.slice(0, 12)}…` };
    case "telegram":
      return { label: "Telegram", value: account.username ?? account.telegramUserId };
    case "farcaster":
      return { label: "Farcaster", value: account.username ? `@${account.username}` : `fid ${account.fid}` };
    case "custom_auth":
      return { label: "Custom", value: account.customUserId };
    case "wallet":
      return { label: account.chainType === "solana" ? "Solana wallet" : "Wallet", value: account.address };
    case "smart_wallet":
      return { label: "Smart wallet", value: account.address };
    case "cross_app":
      return { label: `Cross-app (${account.providerAppId})`, value: account.subject };
    case "sso":
      return { label: "SSO", value: account.email ?? account.subject };
    default:
      // OAuth accounts: the provider's name as the server sends it ("GitHub", "Twitter").
      return {
        label: account.providerLabel ?? account.provider,
        value: account.username ?? account.email ?? account.subject,
      };
  }
}

/**
 * Whether a row gets an 'Unlink' button: not for accounts no hook unlinks (custom auth, smart wallets), not
 * for embedded wallets (the server refuses: their key shares stay bound to the user), and not for the only
 * login method left (the server refuses that too; embedded wallets do not count as login methods).
 */
function canUnlink(account: LinkedAccount, all: readonly LinkedAccount[]): boolean {
  const embedded = (a: LinkedAccount) => a.type === "wallet" && a.walletClientType === "foyer";
  if (account.type === "custom_auth" || account.type === "smart_wallet" || embedded(account)) return false;
  return all.filter((a) => !embedded(a)).length > 1;
}

/** Linked accounts with unlink buttons, and the link / update actions of useFoyer(). */
export function LinkedAccounts() {
  const {
    user,
    linkEmail,
    linkPhone,
    linkPasskey,
    linkOAuth,
    linkTelegram,
    updateEmail,
    updatePhone,
    unlinkEmail,
    unlinkPhone,
    unlinkPasskey,
    unlinkOAuth,
    unlinkTelegram,
    linkFarcaster,
    unlinkFarcaster,
    linkSso,
    unlinkSso,
  } = useFoyer();
  const { linkCrossAppAccount, unlinkCrossAppAccount } = useCrossAppAccounts();
  const { unlinkWallet } = useLinkWallet();
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;
  const unlink = (account: LinkedAccount) => {
    setError(null);
    const call = (() => {
      switch (account.type) {
        case "email":
          return unlinkEmail(account.address);
        case "phone":
          return unlinkPhone(account.number);
        case "passkey":
          return unlinkPasskey(account.credentialId);
        case "telegram":
          return unlinkTelegram(account.telegramUserId);
        case "farcaster":
          return unlinkFarcaster(account.fid);
        case "wallet":
          return unlinkWallet(account.address, account.chainType);
        case "custom_auth":
        case "smart_wallet":
          return null;
        case "sso":
          return unlinkSso(account.issuer, account.subject);
        case "cross_app":
          return unlinkCrossAppAccount({ subject: account.subject });
        default:
          return unlinkOAuth(account.provider, account.subject);
      }
    })();
    call?.catch((e: { message?: string }) => setError(e.message ?? "Could not unlink"));
  };
  return (
    <>
      <h3>Linked accounts</h3>
      <ul className="accounts" data-testid="demo-accounts">
        {user.linkedAccounts.length === 0 && <li className="muted">None yet: link one to keep this account.</li>}
        {user.linkedAccounts.map((account) => {
          const { label, value } = describe(account);
          return (
            <li key={`${account.type}:${value}`} data-account-type={account.type}>
              <span className="account-label">{label}</span>
              <span className="account-value">{value}</span>
              {canUnlink(account, user.linkedAccounts) && (
                <button type="button" className="button button-small" onClick={() => unlink(account)}>
                  Unlink
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {error && <p className="note">{error}</p>}
      <div className="actions wrap">
        <button type="button" className="button button-small" onClick={linkEmail}>
          Link email
        </button>
        {user.email && (
          <button type="button" className="button button-small" onClick={updateEmail}>
            Change email
          </button>
        )}
        <button type="button" className="button button-small" onClick={linkPhone}>
          Link phone
        </button>
        {user.phone && (
          <button type="button" className="button button-small" onClick={updatePhone}>
            Change phone
          </button>
        )}
        <button type="button" className="button button-small" onClick={linkPasskey}>
          Add passkey
        </button>
        <button type="button" className="button button-small" onClick={() => linkOAuth("github")}>
          Link GitHub
        </button>
        <button type="button" className="button button-small" onClick={() => linkOAuth("google")}>
          Link Google
        </button>
        <button type="button" className="button button-small" onClick={linkTelegram}>
          Link Telegram
        </button>
        <button type="button" className="button button-small" onClick={linkFarcaster}>
          Link Farcaster
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            setError(null);
            linkCrossAppAccount({ appId: "foyer-dev-provider" }).catch((e: { message?: string }) =>
              setError(e.message ?? "Could not link"),
            );
          }}
        >
          Link Foyer Provider Demo
        </button>
        <button type="button" className="button button-small" onClick={linkSso}>
          Link SSO
        </button>
      </div>
    </>
  );
}
