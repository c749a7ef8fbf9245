import { accountTransferStep } from "../login/accountTransferStep.ts";
import type { LoginMethodDefinition } from "../login/LoginMethodDefinition.ts";
import { postLoginSteps } from "../login/postLoginSteps.ts";
import { emailMethod } from "./email/emailMethod.ts";
import { farcasterMethod } from "./farcaster/farcasterMethod.ts";
import { oauthMethod } from "./oauth/oauthMethod.ts";
import { passkeyMethod } from "./passkey/passkeyMethod.ts";
import { codeStepMethod } from "./passwordless/codeStep.ts";
import { smsMethod } from "./sms/builtinSmsMethod.ts";
import { telegramMethod } from "./telegram/telegramMethod.ts";
import { walletMethod } from "./wallet/walletMethod.ts";

/**
 * Every login method the modal ships, one definition each (its folder beside this file). A method of the
 * host's own is appended to this list (`createLoginMachine([...builtinLoginMethods, mine])`).
 * Guest and custom-JWT sign-ins run without the modal (headless), so they have no definition here; enterprise
 * SSO and cross-app logins are OAuth flows with their own provider ids.
 */
export const builtinLoginMethods: readonly LoginMethodDefinition[] = [
  emailMethod,
  smsMethod,
  codeStepMethod,
  passkeyMethod,
  oauthMethod,
  telegramMethod,
  walletMethod,
  farcasterMethod,
  // Not methods: the account-transfer step's and the post-login screens' parts, in the list so that the full
  // machine handles their screens.
  accountTransferStep,
  postLoginSteps,
];
