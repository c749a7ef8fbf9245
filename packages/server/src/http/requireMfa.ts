import type { MiddlewareHandler } from "hono";
import { mfaAppSettings } from "../domain/apps/MfaSettings.ts";
import { MFA_TOKEN_HEADER, type MfaService } from "../sessions/MfaService.ts";
import type { FoyerEnv } from "./FoyerEnv.ts";

/**
 * Guard for routes that use a wallet key (auth- and recovery-share release, signing): when the app forces MFA
 * (`settings.mfa_required`), the request must carry a live MFA token of this user and session in the
 * `foyer-mfa-token` header, else 401 missing_or_invalid_mfa. Apps that do not force MFA pass through.
 * Runs after requireAuth.
 *
 * @example routes.post("/embedded_wallets/auth_share", auth, requireMfa(mfa), handler)
 */
export function requireMfa(mfa: MfaService): MiddlewareHandler<FoyerEnv> {
  return async (c, next) => {
    const app = c.get("app");
    if (mfaAppSettings.of(app).mfa_required === true) {
      await mfa.checkToken(app, c.get("auth"), c.req.header(MFA_TOKEN_HEADER));
    }
    await next();
  };
}
