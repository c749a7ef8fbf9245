import { FoyerError } from "@foyer/core";
import type { Database } from "../../db/Database.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import type { SignIn, SignInResult } from "../../domain/users/SignIn.ts";
import type { RateLimiter } from "../../security/RateLimiter.ts";
import { guestAppSettings } from "./GuestSettings.ts";

const HOUR_MS = 60 * 60_000;

/** Guest sign-in: a user with no login method, until they link one (then SignIn.link clears is_guest). */
export class GuestService {
  readonly #deps: { db: Database; signIn: SignIn; rateLimiter: RateLimiter; perIpPerHour: number };

  constructor(deps: { db: Database; signIn: SignIn; rateLimiter: RateLimiter; perIpPerHour: number }) {
    this.#deps = deps;
  }

  /**
   * Creates a guest user and a session. Needs `settings.guest_accounts_enabled` (else 403
   * disallowed_login_method); capped per client IP because every call creates a user.
   */
  async authenticate(app: AppRecord, ip: string): Promise<SignInResult> {
    if (!guestAppSettings.of(app).guest_accounts_enabled) {
      throw new FoyerError("disallowed_login_method", "Guest accounts are not enabled for this app.");
    }
    const { db, signIn, rateLimiter, perIpPerHour } = this.#deps;
    await rateLimiter.hit(`guest:ip:${app.id}:${ip}`, perIpPerHour, HOUR_MS);
    return db.transaction((tx) => signIn.asGuest(tx, app));
  }
}
