// Steps the MFA browser journeys share: an app that forces MFA, an email sign-in in the demo that gets a
// wallet on login, and SMS enrolment through the demo's "Manage MFA".
import type { AppSeed } from "@foyer/server";
import type { Page } from "playwright-core";
import { startSigning } from "./deviceJourney.ts";
import { loginWithEmailCode } from "./journey.ts";
import { latestCode } from "./latestCode.ts";
import type { Stack } from "./startStack.ts";

/** Two apps forcing MFA: `id` with email only, and `${id}-passkey` where passkeys can sign up and sign in. */
export function mfaRequiredApps(id: string, name: string): AppSeed[] {
  return [
    { id, name, mfa_required: true },
    {
      id: `${id}-passkey`,
      name: `${name} (passkeys)`,
      mfa_required: true,
      passkey_auth: true,
      passkeys_for_signup_enabled: true,
    },
  ];
}

/**
 * Signs in to the demo of `appId` by email code, with wallets created on login; resolves once the
 * Ethereum wallet shows, with its locator and address.
 */
export async function emailLoginWithWallet(page: Page, stack: Stack, appId: string, email: string) {
  await loginWithEmailCode(page, stack, email, `?app=${appId}&wallets=all-users`);
  const eth = page.getByTestId("demo-wallet-ethereum");
  await eth.waitFor({ timeout: 60_000 });
  const address = (await eth.locator("code").textContent())?.trim() as `0x${string}`;
  return { eth, address };
}

/** Enrols `phone` as the SMS MFA method from the demo's "Manage MFA"; resolves with the enrolment code. */
export async function enrolSmsMfa(page: Page, stack: Stack, phone: string): Promise<string> {
  await page.getByRole("button", { name: "Manage MFA" }).click();
  const manage = page.locator('[data-foyer-screen="mfaManage"]');
  await manage.locator('[data-foyer-mfa-method="sms"]').getByRole("button", { name: "Add" }).click();
  const enrol = page.locator('[data-foyer-screen="mfaEnrollSms"]');
  await enrol.locator('input[name="phone"]').fill(phone);
  await enrol.getByRole("button", { name: "Send code" }).click();
  await enrol.locator("input[data-foyer-code-box]").first().waitFor();
  const code = await latestCode(stack.apiUrl, phone);
  await enrol.locator("input[data-foyer-code-box]").first().fill(code);
  await page.getByTestId("security-note").getByText("MFA: done").waitFor();
  return code;
}

/**
 * Starts signing `message` in the demo after a reload. This browser gives the cross-site wallet frame no
 * lasting storage, so the frame is a new device: it verifies itself first with the code sent to `email`,
 * typed into the wallet origin's page (issue 13); the MFA step comes after.
 */
export async function signAsNewDevice(page: Page, stack: Stack, email: string, message: string): Promise<void> {
  await startSigning(page, message);
  const deviceCheck = page.frameLocator("iframe[data-foyer-verify-frame]");
  await deviceCheck.getByText(/enter the code we sent to/).waitFor({ timeout: 60_000 });
  await deviceCheck
    .locator("input[data-foyer-code-box]")
    .first()
    .fill(await latestCode(stack.apiUrl, email));
}
