/** A message to deliver (email today; SMS and WhatsApp share the shape). */
export interface OutgoingMessage {
  appId: string;
  channel: "email" | "sms" | "whatsapp";
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one-time code inside, exposed by the dev mailbox so people and tests can read it. */
  code?: string;
}
