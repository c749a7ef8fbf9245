import { FoyerError } from "../../errors/FoyerError.ts";
import { googleDriveRecovery } from "../../providers/recovery/googleDrive.ts";

/** Google Drive's public API origin; dev and tests point `baseUrl` at the local stand-in. */
export const GOOGLE_DRIVE_API = googleDriveRecovery.apiOrigin;

/**
 * The user's hidden Drive app folder (Drive API v3 `appDataFolder`), where cloud recovery keeps the
 * recovery key. Only the app that wrote a file sees it; Foyer's server never does (the access token goes
 * from the recovery OAuth straight to the wallet frame).
 *
 * @example
 * const drive = new GoogleDriveAppData({ accessToken });
 * await drive.write("foyer-recovery-0xabc.key", key);
 * const key = await drive.read("foyer-recovery-0xabc.key");
 */
export class GoogleDriveAppData {
  readonly #token: string;
  readonly #base: string;
  readonly #fetch: typeof fetch;

  constructor(options: { accessToken: string; baseUrl?: string; fetch?: typeof fetch }) {
    this.#token = options.accessToken;
    this.#base = (options.baseUrl ?? GOOGLE_DRIVE_API).replace(/\/+$/, "");
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** The id of the newest file named `name` in appDataFolder, or null. */
  async find(name: string): Promise<string | null> {
    return (await this.findAll(name, 1))[0] ?? null;
  }

  /** The ids of the files named `name` in appDataFolder, newest first, at most `max`. */
  async findAll(name: string, max: number): Promise<string[]> {
    const query = new URLSearchParams({
      spaces: "appDataFolder",
      // Drive's query language quotes with single quotes; names here are ours (no quotes), checked anyway.
      q: `name = '${name.replace(/['\\]/g, "")}' and trashed = false`,
      fields: "files(id,name,createdTime)",
      orderBy: "createdTime desc",
      pageSize: String(max),
    });
    const body = (await this.#call(`/drive/v3/files?${query}`)) as { files?: { id: string }[] };
    return (body.files ?? []).slice(0, max).map((f) => f.id);
  }

  /** Creates `name` in appDataFolder with `content` (multipart upload); answers the file id. */
  async write(name: string, content: string): Promise<string> {
    const boundary = `foyer-${Math.random().toString(36).slice(2)}`;
    const metadata = JSON.stringify({ name, parents: ["appDataFolder"], mimeType: "text/plain" });
    const body =
      `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${metadata}\r\n` +
      `--${boundary}\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--`;
    const created = (await this.#call("/upload/drive/v3/files?uploadType=multipart&fields=id", {
      method: "POST",
      headers: { "content-type": `multipart/related; boundary=${boundary}` },
      body,
    })) as { id: string };
    return created.id;
  }

  /** The content of the newest file named `name`, or null when there is none. */
  async read(name: string): Promise<string | null> {
    const id = await this.find(name);
    return id ? this.readById(id) : null;
  }

  /** The content of the file `id`. */
  async readById(id: string): Promise<string> {
    const response = await this.#fetch(`${this.#base}/drive/v3/files/${encodeURIComponent(id)}?alt=media`, {
      headers: { authorization: `Bearer ${this.#token}` },
    });
    if (!response.ok) throw driveError(response.status);
    return response.text();
  }

  async #call(path: string, init: RequestInit = {}): Promise<unknown> {
    const response = await this.#fetch(`${this.#base}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${this.#token}` },
    });
    if (!response.ok) throw driveError(response.status);
    return response.json();
  }
}

function driveError(status: number): FoyerError {
  return new FoyerError("unknown_embedded_wallet_error", `Google Drive answered ${status}`, { details: { status } });
}
