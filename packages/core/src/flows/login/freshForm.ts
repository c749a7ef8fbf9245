import type { EmailFormState } from "./loginTypes.ts";

/**
 * An empty (or prefilled) email form. A file of its own so that the code step, which the lazily loaded SMS
 * method shares, does not put the whole login machine on that method's path.
 */
export const freshForm = (email = ""): EmailFormState => ({ email, status: "idle", error: null });
