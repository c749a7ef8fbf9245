import { emailMethod } from "@foyer/core/login/email";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import { EmailEntry } from "./EmailEntry.tsx";
import { EmailScreen } from "./EmailScreen.tsx";

/** Email on the client: the inline form (or row), the email screen; its calls run in the code step's part. */
export const emailClientMethod: ClientLoginMethod = {
  id: "email",
  definition: emailMethod,
  entries: ["email"],
  Entry: EmailEntry,
  // Bundled with the modal, as the rest of the email journey (modal/screenRouter.ts says why).
  screens: { email: () => Promise.resolve(EmailScreen) },
  transfer: (store, account) => (account.type === "email" ? store.api.passwordless : null),
};
