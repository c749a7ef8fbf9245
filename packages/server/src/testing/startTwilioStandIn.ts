import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the stand-in received, as Twilio would see it. */
export interface TwilioRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
}

/** An answer the test queues: Twilio's error body with its HTTP status. */
export interface TwilioErrorAnswer {
  status: number;
  code: number;
  message: string;
}

export interface TwilioStandIn {
  /** Base URL to put in `settings.twilio.base_url`. */
  url: string;
  requests: TwilioRequest[];
  /** The next request gets this error instead of a 201 message resource. */
  failNext(answer: TwilioErrorAnswer): void;
  close(): Promise<void>;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      text += chunk;
    });
    request.on("end", () => resolve(text));
    request.on("error", reject);
  });

/**
 * A local HTTP server speaking the part of Twilio's Messages API Foyer uses: it records every request and
 * answers 201 with a message resource (or a queued error in Twilio's `{code, message, more_info, status}`
 * shape). Requests to any other path, or without Basic auth, get Twilio's 404 / 401.
 */
export async function startTwilioStandIn(accountSid: string, authToken: string): Promise<TwilioStandIn> {
  const requests: TwilioRequest[] = [];
  const failures: TwilioErrorAnswer[] = [];
  const server = createServer(async (request, response) => {
    const body = await read(request);
    const recorded: TwilioRequest = {
      method: request.method ?? "",
      path: request.url ?? "",
      authorization: request.headers.authorization ?? "",
      contentType: request.headers["content-type"] ?? "",
      form: Object.fromEntries(new URLSearchParams(body)),
    };
    requests.push(recorded);
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(json));
    };
    const error = (status: number, code: number, message: string) =>
      answer(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
    if (recorded.authorization !== expected) return error(401, 20003, "Authenticate");
    if (recorded.method !== "POST" || recorded.path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
      return error(404, 20404, "The requested resource was not found");
    }
    const failure = failures.shift();
    if (failure) return error(failure.status, failure.code, failure.message);
    answer(201, {
      sid: `SM${requests.length.toString().padStart(32, "0")}`,
      account_sid: accountSid,
      to: recorded.form.To,
      from: recorded.form.From ?? null,
      messaging_service_sid: recorded.form.MessagingServiceSid ?? null,
      body: recorded.form.Body,
      status: "queued",
      direction: "outbound-api",
      api_version: "2010-04-01",
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (answer) => failures.push(answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
