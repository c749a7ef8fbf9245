/** Test helper: a recorded call of the fake fetch. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Test helper: one canned answer (`status` default 200; `body` is JSON-encoded unless a string). */
export interface CannedResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Test helper: a fetch that records every call and answers from a queue (or a function of the call). */
export function fakeFetch(answers: (CannedResponse | Error)[] | ((call: RecordedCall) => CannedResponse | Error)) {
  const calls: RecordedCall[] = [];
  const queue = Array.isArray(answers) ? [...answers] : null;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const raw = init?.body;
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? "GET",
      headers,
      body: typeof raw === "string" ? JSON.parse(raw) : undefined,
    };
    calls.push(call);
    const answer = queue ? queue.shift() : (answers as (call: RecordedCall) => CannedResponse | Error)(call);
    if (answer === undefined) throw new Error(`fakeFetch: no answer queued for ${call.method} ${call.url}`);
    if (answer instanceof Error) throw answer;
    const status = answer.status ?? 200;
    const text =
      answer.body === undefined ? null : typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, { status, headers: answer.headers });
  };
  return { fetch, calls };
}
