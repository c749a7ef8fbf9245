import type { EmailFormState } from "@foyer/core/login";
import { methodDrawing } from "../../provider/ClientLoginMethod.ts";
import { EntryRow } from "../../shell/EntryRow.tsx";
import { Chip, t, useModal } from "../../shell/screenKit.ts";
import type { LoginEntry } from "./buildLoginEntries.ts";

/**
 * One entry of the login list, drawn by the registered method that answers for it (email renders as the inline
 * form on the main screen and as a "Continue with email" row elsewhere). Only registered methods get here.
 */
export function LoginEntryView({ entry, form }: { entry: LoginEntry; form?: EmailFormState }) {
  const { controller, send } = useModal();
  const chip = entry.recent ? <Chip>{t("landing.recent")}</Chip> : null;
  const Entry = methodDrawing(controller.methods, entry.method)?.Entry;
  return Entry ? <Entry method={entry.method} chip={chip} send={send} Row={EntryRow} form={form} /> : null;
}
