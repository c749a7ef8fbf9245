import type { OAuthProviderIcon } from "../oauth/OAuthProviderDefinition.ts";

/** How the user grants Foyer access to the storage that keeps the recovery key. */
export type CloudRecoveryAuthorization =
  /** OAuth 2 authorization code with PKCE S256 (recovery/oauth/init, then authenticate with the code). */
  | {
      kind: "oauth2-pkce";
      authorizationEndpoint: string;
      tokenEndpoint: string;
      /** The least that reaches the app's own storage and nothing else of the user's. */
      scopes: readonly string[];
      /** Extra authorization parameters. */
      parameters?: Readonly<Record<string, string>>;
    }
  /** CloudKit's web sign-in (recovery/oauth/init_icloud): a `ckWebAuthToken` checked at `users/caller`. */
  | { kind: "cloudkit-web-auth" };

/**
 * Everything Foyer knows about one cloud-recovery provider (spec 001 §3 recovery methods google-drive and
 * icloud), in one file (packages/core/src/providers/recovery/<name>.ts) listed once in cloudRecoveryProviders.ts.
 * The recovery screens read the texts, the wallet frame the key name and label, the server the authorization
 * and the dev stand-in's paths, which the stand-in itself is mounted under.
 */
export interface CloudRecoveryProviderDefinition<Id extends string = string> {
  /** The recovery method and the `provider` of recovery/oauth calls. */
  id: Id;
  /** How the screens and errors name it: 'Confirm with {label}', 'Backing up with {label}...'. */
  label: string;
  /** The selection screen's 'Your account is currently secured using {methodName}.' */
  methodName: string;
  /** Its option on the selection screen (spec 001 §2), e.g. 'Back up to Google Drive'. */
  optionLabel: string;
  icon: OAuthProviderIcon;
  /** The production storage API's origin (the wallet frame page's CSP connect-src). */
  apiOrigin: string;
  authorization: CloudRecoveryAuthorization;
  /**
   * The name of a wallet's recovery key in the user's storage: one per app and wallet, so two apps (or two
   * wallets) sharing an OAuth client or container never overwrite each other's key.
   */
  keyName(appId: string, entropyId: string): string;
  /**
   * Development (`FOYER_ENV=development`): the local stand-in of the storage API, served by the API and wallet
   * origins under `path`; `signInPath` its sign-in page; `container` and `apiToken` its CloudKit container.
   */
  devStandIn: { path: string; signInPath?: string; container?: string; apiToken?: string };
}

/**
 * Types one provider's file, keeping its literal types (the registry yields the id union; the server reads
 * Google Drive's OAuth endpoints without narrowing).
 *
 * @example export const googleDriveRecovery = defineCloudRecoveryProvider({ id: "google-drive", label: "Google Drive", ... });
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineCloudRecoveryProvider<const Definition extends CloudRecoveryProviderDefinition>(
  definition: Definition,
): Definition {
  return definition;
}
