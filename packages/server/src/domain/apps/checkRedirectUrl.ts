import { FoyerError } from "@foyer/core";
import { type AppRecord, normaliseOrigin } from "./AppService.ts";

/**
 * The redirect rule of every browser flow that comes back to the app (OAuth, SSO, recovery OAuth): an
 * absolute http(s) URL whose origin is one of the app's allowed origins, with no credentials and no
 * fragment. Any path on such an origin is accepted; callers store the exact string with their state and
 * send it again at the token exchange, where the provider matches it against its registered redirect URLs.
 * Returns the URL unchanged; throws 400 invalid_data otherwise.
 */
export function checkRedirectUrl(app: AppRecord, redirectTo: string): string {
  let url: URL;
  try {
    url = new URL(redirectTo);
  } catch {
    throw new FoyerError("invalid_data", "redirect_to must be an absolute URL.");
  }
  const allowed =
    (url.protocol === "https:" || url.protocol === "http:") &&
    url.username === "" &&
    url.password === "" &&
    !redirectTo.includes("#") &&
    app.allowedOrigins.includes(normaliseOrigin(url.origin));
  if (!allowed) throw new FoyerError("invalid_data", "redirect_to is not an allowed redirect URL for this app.");
  return redirectTo;
}
