/** Login methods that are not OAuth providers, before and after the providers in the default order. */
export const METHODS_BEFORE_OAUTH = ["email", "sms", "wallet"] as const;
export const METHODS_AFTER_OAUTH = ["farcaster", "telegram", "passkey"] as const;

const NOT_OAUTH: readonly string[] = [...METHODS_BEFORE_OAUTH, ...METHODS_AFTER_OAUTH];

/**
 * Whether a login-method name has the shape of an OAuth provider's (`<name>_oauth` flag: lower-case letters and
 * digits) and is no other built-in method. The client keeps no list of the providers: which ones exist is the
 * server's (its registry), and resolveConfig keeps only the names whose flag the app config carries.
 */
export function isOAuthMethodName(name: string): boolean {
  return /^[a-z][a-z0-9]*$/.test(name) && !NOT_OAUTH.includes(name);
}
