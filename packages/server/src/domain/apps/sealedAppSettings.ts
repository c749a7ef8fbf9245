/** What seals settings: security/EnvelopeCipher under the auth master key (structural, so no import of security/). */
export interface SettingsCipher {
  seal(plaintext: string, associatedData: string): string;
  open(sealed: string, associatedData: string): string;
}

/** Purpose of the envelope over `apps.settings` (auth master-key family); the associated data is the app id. */
export const APP_SETTINGS_PURPOSE = "foyer:app-settings";

/** How sealed settings sit in the `apps.settings` column. */
export type SealedSettings = { sealed: string };

export const isSealedSettings = (value: unknown): value is SealedSettings =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SealedSettings).sealed === "string" &&
  Object.keys(value).length === 1;

/**
 * Seals an app's whole server-only settings as one envelope: one rule for every secret a plugin keeps there
 * (Twilio auth token, OAuth and SSO client secrets, Telegram bot token, iCloud API token...), so a new
 * plugin's secret is covered without naming it.
 */
export function sealAppSettings(appId: string, settings: object, cipher: SettingsCipher): SealedSettings {
  return { sealed: cipher.seal(JSON.stringify(settings), appId) };
}

/** The settings of a row: opened when sealed, as stored when an earlier version wrote them in the clear. */
export function openAppSettings(appId: string, stored: unknown, cipher: SettingsCipher | null): unknown {
  if (!isSealedSettings(stored)) return stored;
  if (!cipher) throw new Error(`The settings of app ${appId} are sealed and no master key was given.`);
  return JSON.parse(cipher.open(stored.sealed, appId));
}
