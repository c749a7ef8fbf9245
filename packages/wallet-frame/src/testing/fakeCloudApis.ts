/**
 * In-memory stand-in for the subset of Google Drive v3 (appDataFolder multipart create, list by name,
 * download) and CloudKit Web Services (records/modify, records/lookup) that cloud recovery uses, as a
 * `fetch` for frame unit tests. Each bearer token / ckWebAuthToken is one user; an unknown one gets 401 /
 * 421. Every requested URL is kept in `requests`, so tests can show where the frame sent the key. (The
 * server's dev stand-ins of the same APIs are exercised over HTTP by the server and browser tests.)
 */
export function fakeCloudApis(options: { driveBase: string; cloudKitBase: string; users: Record<string, string> }) {
  const driveFiles = new Map<string, { id: string; name: string; content: string }[]>();
  const records = new Map<string, Map<string, string>>();
  const requests: string[] = [];
  let nextId = 0;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  async function drive(url: URL, init: RequestInit): Promise<Response> {
    const token = /^Bearer (\S+)$/.exec(new Headers(init.headers).get("authorization") ?? "")?.[1] ?? "";
    const user = options.users[token];
    if (!user) return json({ error: { code: 401 } }, 401);
    const mine = driveFiles.get(user) ?? [];
    driveFiles.set(user, mine);
    const path = url.pathname.slice(new URL(options.driveBase).pathname.replace(/\/$/, "").length);
    if (path === "/upload/drive/v3/files" && init.method === "POST") {
      const boundary = /boundary=([^;]+)/.exec(new Headers(init.headers).get("content-type") ?? "")?.[1] ?? "";
      const [meta, content] = String(init.body)
        .split(`--${boundary}`)
        .slice(1, 3)
        .map((part) => part.slice(part.indexOf("\r\n\r\n") + 4).replace(/\r\n$/, ""));
      const metadata = JSON.parse(meta ?? "{}") as { name: string; parents: string[] };
      if (!metadata.parents.includes("appDataFolder")) return json({ error: { code: 400 } }, 400);
      const file = { id: `f${nextId++}`, name: metadata.name, content: content ?? "" };
      mine.push(file);
      return json({ id: file.id });
    }
    if (path === "/drive/v3/files") {
      const name = /name = '([^']*)'/.exec(url.searchParams.get("q") ?? "")?.[1];
      const found = mine.filter((f) => f.name === name).reverse();
      return json({ files: found.slice(0, Number(url.searchParams.get("pageSize") ?? 100)) });
    }
    const file = mine.find((f) => path === `/drive/v3/files/${f.id}`);
    return file ? new Response(file.content) : json({ error: { code: 404 } }, 404);
  }

  async function cloudKit(url: URL, init: RequestInit): Promise<Response> {
    const user = options.users[url.searchParams.get("ckWebAuthToken") ?? ""];
    if (!user) return json({ serverErrorCode: "AUTHENTICATION_REQUIRED" }, 421);
    const mine = records.get(user) ?? new Map<string, string>();
    records.set(user, mine);
    const body = JSON.parse(String(init.body));
    if (url.pathname.endsWith("/private/records/modify")) {
      for (const op of body.operations) mine.set(op.record.recordName, op.record.fields.value.value);
      return json({ records: body.operations.map((op: { record: unknown }) => op.record) });
    }
    return json({
      records: body.records.map((r: { recordName: string }) => {
        const value = mine.get(r.recordName);
        return value === undefined
          ? { recordName: r.recordName, serverErrorCode: "NOT_FOUND" }
          : { recordName: r.recordName, fields: { value: { value } } };
      }),
    });
  }

  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    requests.push(url.toString());
    if (url.toString().startsWith(options.driveBase)) return drive(url, init);
    if (url.toString().startsWith(options.cloudKitBase)) return cloudKit(url, init);
    return json({ error: "unexpected host" }, 599);
  }) as typeof fetch;

  return {
    fetch: fetchImpl,
    requests,
    /** The files of one user's appDataFolder (name → content), for assertions. */
    driveFilesOf: (user: string) => driveFiles.get(user) ?? [],
    recordsOf: (user: string) => records.get(user) ?? new Map<string, string>(),
    /** Replaces the content of every Drive file of a user (a tampered or foreign key). */
    overwriteDrive(user: string, content: string) {
      for (const f of driveFiles.get(user) ?? []) f.content = content;
    },
  };
}
