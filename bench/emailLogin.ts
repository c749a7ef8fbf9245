// The email-code login every bench signs in with, against a Foyer server in development mode (its dev
// mailbox answers the code, or with `codes: "memory"` the bare `GET /bench/code?email=` of
// sustainedServer.mjs --codes-in-memory): as one call, and as the three requests of an autocannon loop.
import type { Request as CannonRequest, Context } from "autocannon";

/** Where the code is read: the dev mailbox (a database row, through the API) or the bench's memory. */
export type CodeSource = "mailbox" | "memory";

const codePath = (email: string, codes: CodeSource) =>
  codes === "memory"
    ? `/bench/code?email=${encodeURIComponent(email)}`
    : `/dev/mailbox.json?to=${encodeURIComponent(email)}`;

const codeOf = (body: string, codes: CodeSource) =>
  codes === "memory" ? (JSON.parse(body) as { code: string }).code : (JSON.parse(body) as { code: string }[])[0]?.code;

/** What `passwordless/authenticate` answers (the fields the benches read). */
export interface SignedIn {
  token: string;
  refresh_token: string;
}

/**
 * Signs `email` in: init, the code from the dev mailbox, authenticate; throws on a refused step. `headers` carry
 * the app id (and the origin where the app checks it).
 *
 * @example const { token } = await signInByEmail(server.url, "bench@example.com", headers);
 */
export async function signInByEmail(
  url: string,
  email: string,
  headers: Record<string, string>,
  codes: CodeSource = "mailbox",
): Promise<SignedIn> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}/api/v1/passwordless/${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    // A refused step fails the login here, not as an undefined token further on.
    if (response.status !== 200) throw new Error(`passwordless/${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  await post("init", { email });
  const code = codeOf(await (await fetch(`${url}${codePath(email, codes)}`)).text(), codes);
  return (await post("authenticate", { email, code })) as SignedIn;
}

/**
 * One login as autocannon requests: init (with a new address from `nextEmail`), read the code from the dev
 * mailbox JSON, authenticate; `onSignedIn` hears each authenticate's status.
 */
export function emailLoginRequests(
  nextEmail: () => string,
  onSignedIn?: (status: number) => void,
  codes: CodeSource = "mailbox",
): CannonRequest[] {
  return [
    {
      method: "POST",
      path: "/api/v1/passwordless/init",
      setupRequest: (request, context: Context) => {
        context.email = nextEmail();
        return { ...request, body: JSON.stringify({ email: context.email }) };
      },
    },
    {
      method: "GET",
      setupRequest: (request, context) => ({
        ...request,
        path: codePath(String(context.email), codes),
      }),
      onResponse: (_status, body, context) => {
        context.code = codeOf(body, codes);
      },
    },
    {
      method: "POST",
      path: "/api/v1/passwordless/authenticate",
      setupRequest: (request, context) => ({
        ...request,
        body: JSON.stringify({ email: context.email, code: context.code }),
      }),
      onResponse: (status) => onSignedIn?.(status),
    },
  ];
}
