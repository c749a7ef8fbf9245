import { emailMethod } from "@foyer/core/login/email";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import { EmailEntry } from "./EmailEntry.tsx";

/** Email on the client: the inline form (or row), the email screen; its calls run in the code step's part. */
export const emailClientMethod: ClientLoginMethod = {
  id: "email",
  definition: emailMethod,
  entries: ["email"],
  Entry: EmailEntry,
  // Loaded apart: the email journey's form is the landing's inline one (EmailScreen.tsx).
  screens: { email: () => import("./EmailScreen.tsx").then((m) => m.EmailScreen) },
  transfer: (store, account) => (account.type === "email" ? store.api.passwordless : null),
};
