import { kit, loadModal, missingKit, type ScreenKit } from "./kit.ts";

/**
 * The modal's parts (kit/kit.ts), loading the modal's chunk first when it is not in: for what opens a flow
 * outside a login click (a wallet prompt, funding). Apart from kit.ts so that its message stays out of the
 * initial chunks.
 */
export async function loadKit(): Promise<ScreenKit> {
  if (kit === missingKit) await loadModal?.();
  if (kit === missingKit) {
    throw new Error(
      "Foyer: the modal's screen kit is not installed: a flow opened without FoyerProvider (tests install it: installKit(modalKit))",
    );
  }
  return kit;
}
