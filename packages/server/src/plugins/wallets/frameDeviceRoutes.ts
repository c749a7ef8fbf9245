import { FoyerError } from "@foyer/core";
import {
  type WalletDeviceCodeChannel as CodeChannel,
  walletDeviceCodeBody as codeBody,
  walletDeviceCodeRequestBody as codeRequestBody,
  walletDeviceLegacyBody as legacyBody,
  walletDevicePasskeyRegisterBody as passkeyRegisterBody,
  walletDevicePasskeyVerifyBody as passkeyVerifyBody,
  walletDeviceSignatureBody as signatureBody,
} from "@foyer/core/contract";
import { type Context, Hono } from "hono";
import type { Delivery } from "../../delivery/Delivery.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import { parseBody } from "../../http/parseBody.ts";
import { wire } from "../../http/wire.ts";
import type { Logger } from "../../Logger.ts";
import type { OneTimeCodes } from "../../security/OneTimeCodes.ts";
import type { RateLimiter } from "../../security/RateLimiter.ts";
import type { RateLimits } from "../../security/RateLimits.ts";
import { renderDeviceCodeEmail, renderDeviceCodeSms, renderNewDeviceNotice } from "./renderDeviceEmails.ts";
import type { FrameProof } from "./verifyFrameProof.ts";
import { type EntropyFacts, isAutomaticRecovery, type WalletDevices } from "./WalletDevices.ts";
import type { WalletPasskeys } from "./WalletPasskeys.ts";

const HOUR_MS = 3_600_000;
/** Registration attempts per user and hour (a wrong signature or code counts). */
const REGISTRATIONS_PER_USER_PER_HOUR = 20;

// The frame's device bodies are the wire contract, shared with the frame (@foyer/core/contract).

/** "j•••@example.com": enough for the user to know which inbox, not enough to learn the address. */
const maskEmail = (email: string) => `${email.slice(0, 1)}•••${email.slice(email.indexOf("@"))}`;
/** "•••2671": the last four digits, as banks and carriers show a number. */
const maskPhone = (number: string) => `•••${number.slice(-4)}`;

/**
 * New devices of a wallet (issue 13): a device key the server does not know yet is allowed only
 * - `POST embedded_wallets/devices {entropy_id, recovery_signature}`: signed by the key derived from the
 *   clear recovery share, i.e. after the frame opened it with the password or cloud key (not for
 *   automatic recovery, where the server itself holds the share);
 * - `POST embedded_wallets/devices/code {entropy_id, channel?}` then `devices/verify {entropy_id, code,
 *   channel?}`: a code sent to the user's email, or by SMS to their phone number when they have no email (or
 *   ask for `sms`), typed into the wallet origin's verification page, never the host page (automatic
 *   recovery, and wallets made before device keys existed). The code is bound to the device key that asked.
 * - `POST embedded_wallets/devices/passkeys/verify/init` then `passkeys/verify`: an assertion by a passkey the
 *   user added on the wallet origin (`passkeys/register/init`, `passkeys/register`, from a registered
 *   device), for users with neither email nor phone (WalletPasskeys.ts).
 * Each success emails the user a new-device notice (when they have an email). Proof and rate limits apply. MFA (apps that force it)
 * applies where the shares are: a registered device still gets no auth share without a fresh MFA token, so
 * registration itself does not ask for one (the code is the device's own factor).
 */
export function frameDeviceRoutes(deps: {
  devices: WalletDevices;
  passkeys: WalletPasskeys;
  proofOf: (c: Context<FoyerEnv>) => FrameProof;
  /** The wallet origin as the browser sees it (the passkeys' origin; its hostname is their RP ID). */
  ownOrigin: (c: Context<FoyerEnv>) => string;
  codes: OneTimeCodes;
  delivery: Delivery;
  rateLimiter: RateLimiter;
  rateLimits: RateLimits;
  logger: Logger;
  logCodes: boolean;
  now: () => number;
}): Hono<FoyerEnv> {
  const routes = new Hono<FoyerEnv>();
  const destination = (app: AppRecord, entropy: EntropyFacts, proof: FrameProof, channel: CodeChannel) => ({
    appId: app.id,
    channel,
    // Its own row, never a login code's: a code the host page saw at login registers nothing.
    address: `wallet-device:${entropy.id}:${proof.thumbprint}`,
  });
  const countAttempt = (userId: string) =>
    deps.rateLimiter.hit(`wallet-device-register:${userId}`, REGISTRATIONS_PER_USER_PER_HOUR, HOUR_MS);

  async function notify(app: AppRecord, userId: string, entropy: EntropyFacts): Promise<void> {
    const email = await deps.devices.emailOf(app.id, userId);
    if (!email) return;
    try {
      await deps.delivery.send({
        appId: app.id,
        channel: "email",
        to: email,
        ...renderNewDeviceNotice(app.config.name, entropy.entropyId, new Date(deps.now())),
      });
    } catch (error) {
      // The device is registered either way; a lost notice must not undo a recovery the user finished.
      deps.logger.error("new-device notice failed", { error: error instanceof Error ? error.message : String(error) });
    }
  }

  routes.post("/api/v1/embedded_wallets/devices", wire({ body: signatureBody }), async (c) => {
    const body = await parseBody(c, signatureBody);
    const app = c.get("app");
    const { userId } = c.get("auth");
    const proof = deps.proofOf(c);
    const entropy = await deps.devices.entropy(app.id, userId, body.entropy_id);
    if (isAutomaticRecovery(entropy.recoveryMethod) || !entropy.recoveryProofKey) {
      throw new FoyerError("missing_or_invalid_token", "Verify this device in the wallet window first.", {
        details: { reason: "verification_required", recovery_method: entropy.recoveryMethod },
      });
    }
    await countAttempt(userId);
    if (!deps.devices.verifyRecoverySignature(app.id, entropy, proof.thumbprint, body.recovery_signature)) {
      throw new FoyerError("missing_or_invalid_token", "The recovery proof does not match this wallet.");
    }
    if (await deps.devices.register(entropy.id, proof, "recovery_method")) await notify(app, userId, entropy);
    return c.json({ registered: true });
  });

  /**
   * A wallet made before device keys (no recovery proof key): the device where it was made, holding its
   * device share, opens the recovery share with the method (the password), rebuilds the entropy and signs
   * with the wallet's own key; the proof key it sends is stored, so later devices register as usual.
   */
  routes.post("/api/v1/embedded_wallets/devices/legacy", wire({ body: legacyBody }), async (c) => {
    const body = await parseBody(c, legacyBody);
    const app = c.get("app");
    const { userId } = c.get("auth");
    const proof = deps.proofOf(c);
    const entropy = await deps.devices.entropy(app.id, userId, body.entropy_id);
    if (entropy.recoveryProofKey) {
      throw new FoyerError("not_supported", "Recover this wallet with its recovery method.");
    }
    await countAttempt(userId);
    const message = `foyer-wallet-device-legacy:v1:${app.id}:${entropy.entropyId}:${proof.thumbprint}:${body.recovery_proof_key}`;
    if (
      !(await deps.devices.registerByWalletKey(entropy, proof, message, body.wallet_signature, body.recovery_proof_key))
    ) {
      throw new FoyerError("missing_or_invalid_token", "The wallet signature does not match this wallet.");
    }
    await notify(app, userId, entropy);
    return c.json({ registered: true });
  });

  /** Entropy whose new devices verify with a code (or a wallet-origin passkey): automatic recovery, or made before device keys. */
  const codeEntropy = async (c: Context<FoyerEnv>, entropyId: string) => {
    const entropy = await deps.devices.entropy(c.get("app").id, c.get("auth").userId, entropyId);
    if (!isAutomaticRecovery(entropy.recoveryMethod) && entropy.recoveryProofKey) {
      throw new FoyerError("not_supported", "Recover this wallet with its recovery method.", {
        details: { recovery_method: entropy.recoveryMethod },
      });
    }
    return entropy;
  };

  /**
   * Where the code goes: the channel asked for if the user has it, else their email, else their phone (a
   * passkey on the wallet origin is the way for a user with neither, see frameDevicePasskeyRoutes.ts).
   */
  async function codeTarget(app: AppRecord, userId: string, entropy: EntropyFacts, asked: CodeChannel | undefined) {
    const { email, phone, unsettled } = await deps.devices.codeContacts(app.id, userId, entropy.createdAt);
    if (email && (asked !== "sms" || !phone)) return { channel: "email" as const, to: email, shown: maskEmail(email) };
    if (phone) return { channel: "sms" as const, to: phone, shown: maskPhone(phone) };
    throw new FoyerError(
      "not_supported",
      unsettled
        ? "Your email address or phone number was added less than a day ago. Try again tomorrow, or use your wallet on a device where you already use it."
        : "Add an email address or a phone number to your account to use this wallet on a new device.",
    );
  }

  routes.post("/api/v1/embedded_wallets/devices/code", wire({ body: codeRequestBody }), async (c) => {
    const body = await parseBody(c, codeRequestBody);
    const app = c.get("app");
    const { userId } = c.get("auth");
    const entropy = await codeEntropy(c, body.entropy_id);
    const target = await codeTarget(app, userId, entropy, body.channel);
    await deps.rateLimiter.hit(
      `code-send:wallet-device:${userId}`,
      deps.rateLimits.codeSendsPerDestinationPerHour,
      HOUR_MS,
    );
    const row = destination(app, entropy, deps.proofOf(c), target.channel);
    const code = await deps.codes.issue(row);
    try {
      if (target.channel === "email") {
        await deps.delivery.send({
          appId: app.id,
          channel: "email",
          to: target.to,
          code,
          ...renderDeviceCodeEmail(app.config.name, code),
        });
      } else {
        await deps.delivery.sendToPhone(
          { appId: app.id, channel: "sms", to: target.to, code, ...renderDeviceCodeSms(app.config.name, code) },
          app.settings.twilio,
        );
      }
    } catch (error) {
      await deps.codes.cancel(row);
      deps.logger.error(`${target.channel} delivery failed`, {
        error: error instanceof Error ? error.message : String(error),
      });
      throw new FoyerError(
        "unknown_embedded_wallet_error",
        target.channel === "email"
          ? "Could not send the email. Try again."
          : "Could not send the text message. Try again.",
      );
    }
    if (deps.logCodes) deps.logger.info(`wallet device code for ${target.to}: ${code}`);
    return c.json({ channel: target.channel, to: target.shown });
  });

  routes.post("/api/v1/embedded_wallets/devices/verify", wire({ body: codeBody }), async (c) => {
    const body = await parseBody(c, codeBody);
    const app = c.get("app");
    const { userId } = c.get("auth");
    const proof = deps.proofOf(c);
    const entropy = await codeEntropy(c, body.entropy_id);
    await countAttempt(userId);
    const channel = body.channel ?? "email";
    const added = await deps.codes.verify(destination(app, entropy, proof, channel), body.code, (tx) =>
      deps.devices.register(entropy.id, proof, `${channel}_code`, tx),
    );
    if (added) await notify(app, userId, entropy);
    return c.json({ registered: true });
  });
  /**
   * What this user can verify a new device with, for the verification page to offer: the masked email and
   * phone number, and whether they added a passkey on the wallet origin. Asks nothing of the device key.
   */
  routes.post("/api/v1/embedded_wallets/devices/methods", wire({ body: codeRequestBody }), async (c) => {
    const body = await parseBody(c, codeRequestBody);
    const app = c.get("app");
    const { userId } = c.get("auth");
    const entropy = await deps.devices.entropy(app.id, userId, body.entropy_id);
    const [{ email, phone, unsettled }, passkeys] = await Promise.all([
      deps.devices.codeContacts(app.id, userId, entropy.createdAt),
      deps.passkeys.held(app.id, userId),
    ]);
    return c.json({
      email: email ? maskEmail(email) : null,
      phone: phone ? maskPhone(phone) : null,
      passkey: passkeys.length > 0,
      // An email or number exists but was added after the wallet, less than a day ago: not usable yet.
      pending: unsettled,
    });
  });

  // A passkey on the wallet origin, added from a device already registered for the wallet.
  routes.post("/api/v1/embedded_wallets/devices/passkeys/register/init", wire({ body: codeRequestBody }), async (c) => {
    const body = await parseBody(c, codeRequestBody);
    const app = c.get("app");
    const { userId } = c.get("auth");
    const proof = deps.proofOf(c);
    await deps.devices.requireRegistered(app.id, userId, body.entropy_id, proof);
    return c.json({ options: await deps.passkeys.registerInit(app, userId, deps.ownOrigin(c), proof.thumbprint) });
  });

  routes.post("/api/v1/embedded_wallets/devices/passkeys/register", wire({ body: passkeyRegisterBody }), async (c) => {
    const body = await parseBody(c, passkeyRegisterBody);
    const app = c.get("app");
    const { userId } = c.get("auth");
    const proof = deps.proofOf(c);
    await deps.devices.requireRegistered(app.id, userId, body.entropy_id, proof);
    await deps.passkeys.register(app, userId, deps.ownOrigin(c), proof.thumbprint, body.response as never);
    return c.json({ added: true });
  });

  // A new device proves the user with that passkey; its key is then registered like after a code.
  routes.post("/api/v1/embedded_wallets/devices/passkeys/verify/init", wire({ body: codeRequestBody }), async (c) => {
    const body = await parseBody(c, codeRequestBody);
    const app = c.get("app");
    const { userId } = c.get("auth");
    await codeEntropy(c, body.entropy_id);
    const proof = deps.proofOf(c);
    return c.json({ options: await deps.passkeys.verifyInit(app, userId, deps.ownOrigin(c), proof.thumbprint) });
  });

  routes.post("/api/v1/embedded_wallets/devices/passkeys/verify", wire({ body: passkeyVerifyBody }), async (c) => {
    const body = await parseBody(c, passkeyVerifyBody);
    const app = c.get("app");
    const { userId } = c.get("auth");
    const proof = deps.proofOf(c);
    const entropy = await codeEntropy(c, body.entropy_id);
    await countAttempt(userId);
    await deps.passkeys.verify(app, userId, deps.ownOrigin(c), proof.thumbprint, body.response as never);
    if (await deps.devices.register(entropy.id, proof, "passkey")) await notify(app, userId, entropy);
    return c.json({ registered: true });
  });
  return routes;
}
