import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A local stand-in speaking the Turnstile/hCaptcha siteverify API: form POST in, `{success, error-codes}` out. */
export interface FakeSiteverify {
  url: string;
  /** Form fields of every request received, in order. */
  requests: Record<string, string>[];
  close(): Promise<void>;
}

/**
 * Answers by token: "pass-*" succeeds, "used-*" fails with the provider's duplicate code, "boom-*" answers
 * 500, "hang-*" never answers; anything else fails with invalid-input-response.
 */
export async function startFakeSiteverify(duplicateCode: string): Promise<FakeSiteverify> {
  const requests: Record<string, string>[] = [];
  const hanging: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ ...form, content_type: req.headers["content-type"] ?? "", method: req.method ?? "" });
      const token = form.response ?? "";
      if (token.startsWith("hang-")) {
        hanging.push(() => res.end());
        return;
      }
      if (token.startsWith("boom-")) {
        res.writeHead(500).end("oops");
        return;
      }
      const answer = token.startsWith("pass-")
        ? { success: true, "error-codes": [] }
        : { success: false, "error-codes": [token.startsWith("used-") ? duplicateCode : "invalid-input-response"] };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    requests,
    async close() {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
