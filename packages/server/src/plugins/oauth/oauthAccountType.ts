import { oauthPresetNames } from "./OAuthPresets.ts";

/** True for the linked_accounts.type of any OAuth provider's accounts (built-in or the app's own). */
export function isOAuthAccountType(type: string): boolean {
  return (
    type.startsWith("custom_oauth:") || (oauthPresetNames as readonly string[]).some((name) => type === `${name}_oauth`)
  );
}

/** linked_accounts.type of a provider's accounts. */
export function accountTypeOf(provider: string): string {
  return provider.startsWith("custom:") ? `custom_oauth:${provider.slice("custom:".length)}` : `${provider}_oauth`;
}
