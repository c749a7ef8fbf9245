import { FoyerError } from "@foyer/core";

/** What a TwilioClient needs: the account, its secret, and a sender (number or Messaging Service). */
export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
  /** SMS sender, E.164. Either this or `messagingServiceSid` is needed for SMS. */
  from?: string;
  messagingServiceSid?: string;
  /** WhatsApp sender, E.164 (sent as "whatsapp:+..."); default `from`. */
  whatsappFrom?: string;
  /** Default "https://api.twilio.com" (tests point it at a local stand-in). */
  baseUrl?: string;
}

/** Twilio's error body (https://www.twilio.com/docs/usage/twilios-response). */
interface TwilioErrorBody {
  code?: number;
  message?: string;
  more_info?: string;
  status?: number;
}

/**
 * Twilio error codes that say something about the destination, mapped to the catalogue: a number Twilio
 * cannot reach in that region is "not supported", a malformed or non-mobile number is invalid data.
 * Anything else (bad credentials, no sender, outages) is a server-side failure the user can only retry.
 */
const REGION_CODES = new Set([21408, 21612, 63058]);
const BAD_NUMBER_CODES = new Set([21211, 21614, 21217, 63024]);

function toFoyerError(status: number, body: TwilioErrorBody): FoyerError {
  const cause = new Error(`Twilio ${status} ${body.code ?? "?"}: ${body.message ?? ""}`);
  if (status === 429 || body.code === 20429) return new FoyerError("too_many_requests", undefined, { cause });
  if (body.code !== undefined && REGION_CODES.has(body.code)) {
    return new FoyerError("not_supported", "SMS authentication from this region is not available", {
      cause,
      details: { reason: "unsupported_region" },
    });
  }
  if (body.code !== undefined && BAD_NUMBER_CODES.has(body.code)) {
    return new FoyerError("invalid_data", "This phone number cannot receive messages.", { cause });
  }
  return new FoyerError("unknown_auth_error", "Could not send the message. Try again.", { cause });
}

/**
 * Sends SMS and WhatsApp messages through Twilio's Messages API:
 * POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, Basic auth AccountSid:AuthToken, form fields
 * To, From (or MessagingServiceSid) and Body. WhatsApp addresses are "whatsapp:+E164" in To and From.
 */
export class TwilioClient {
  readonly #credentials: TwilioCredentials;
  readonly #fetch: typeof fetch;

  constructor(credentials: TwilioCredentials, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
    this.#credentials = credentials;
    this.#fetch = fetchImpl;
  }

  /** Sends one message; resolves with Twilio's message SID, or throws a catalogue FoyerError. */
  async send(message: { channel: "sms" | "whatsapp"; to: string; body: string }): Promise<string> {
    const { accountSid, authToken, from, messagingServiceSid, whatsappFrom } = this.#credentials;
    const form = new URLSearchParams();
    if (message.channel === "whatsapp") {
      const sender = whatsappFrom ?? from;
      if (!sender) throw new FoyerError("unknown_auth_error", "WhatsApp sender is not configured.");
      form.set("To", `whatsapp:${message.to}`);
      form.set("From", `whatsapp:${sender}`);
    } else {
      form.set("To", message.to);
      if (messagingServiceSid) form.set("MessagingServiceSid", messagingServiceSid);
      else if (from) form.set("From", from);
      else throw new FoyerError("unknown_auth_error", "SMS sender is not configured.");
    }
    form.set("Body", message.body);
    const base = (this.#credentials.baseUrl ?? "https://api.twilio.com").replace(/\/+$/, "");
    const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await this.#fetch(url, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: form.toString(),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (cause) {
      throw new FoyerError("unknown_auth_error", "Could not reach the SMS provider. Try again.", { cause });
    }
    const body = (await response.json().catch(() => ({}))) as TwilioErrorBody & { sid?: string };
    if (!response.ok) throw toFoyerError(response.status, body);
    return body.sid ?? "";
  }
}
