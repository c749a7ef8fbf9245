import { FoyerError } from "../../errors/FoyerError.ts";
import { icloudRecovery } from "../../providers/recovery/icloud.ts";

/** CloudKit Web Services' origin; dev and tests point `baseUrl` at the local stand-in. */
export const CLOUDKIT_API = icloudRecovery.apiOrigin;

/**
 * One record type in the user's CloudKit private database (CloudKit Web Services, `records/modify` and
 * `records/lookup`), where iCloud recovery keeps the recovery key. Calls carry the app's API token
 * (`ckAPIToken`) and the user's web auth token (`ckWebAuthToken`) from the iCloud sign-in.
 *
 * @example
 * const db = new CloudKitPrivateDatabase({ container: "iCloud.com.example", apiToken, webAuthToken });
 * await db.save("foyer-recovery-0xabc", key);
 */
export class CloudKitPrivateDatabase {
  readonly #o: {
    container: string;
    environment: "development" | "production";
    apiToken: string;
    webAuthToken: string;
    recordType: string;
    baseUrl: string;
    fetch: typeof fetch;
  };

  constructor(options: {
    container: string;
    environment?: "development" | "production";
    apiToken: string;
    webAuthToken: string;
    recordType?: string;
    baseUrl?: string;
    fetch?: typeof fetch;
  }) {
    this.#o = {
      container: options.container,
      environment: options.environment ?? "production",
      apiToken: options.apiToken,
      webAuthToken: options.webAuthToken,
      recordType: options.recordType ?? "FoyerRecoveryKey",
      baseUrl: (options.baseUrl ?? CLOUDKIT_API).replace(/\/+$/, ""),
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    };
  }

  /** Saves (creates or replaces) `recordName` with `value` in its `value` field. */
  async save(recordName: string, value: string): Promise<void> {
    const body = (await this.#call("records/modify", {
      operations: [
        {
          operationType: "forceReplace",
          record: { recordName, recordType: this.#o.recordType, fields: { value: { value } } },
        },
      ],
    })) as { records?: { serverErrorCode?: string }[] };
    const failed = body.records?.find((r) => r.serverErrorCode);
    if (failed) throw cloudKitError(failed.serverErrorCode ?? "UNKNOWN");
  }

  /** The `value` of `recordName`, or null when there is no such record. */
  async lookup(recordName: string): Promise<string | null> {
    const body = (await this.#call("records/lookup", { records: [{ recordName }] })) as {
      records?: { serverErrorCode?: string; fields?: { value?: { value?: unknown } } }[];
    };
    const record = body.records?.[0];
    if (!record || record.serverErrorCode === "NOT_FOUND") return null;
    if (record.serverErrorCode) throw cloudKitError(record.serverErrorCode);
    const value = record.fields?.value?.value;
    return typeof value === "string" ? value : null;
  }

  async #call(operation: string, payload: unknown): Promise<unknown> {
    const { baseUrl, container, environment, apiToken, webAuthToken } = this.#o;
    const query = new URLSearchParams({ ckAPIToken: apiToken, ckWebAuthToken: webAuthToken });
    const url = `${baseUrl}/database/1/${encodeURIComponent(container)}/${environment}/private/${operation}?${query}`;
    const response = await this.#o.fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
    if (!response.ok) throw cloudKitError(`HTTP_${response.status}`);
    return response.json();
  }
}

function cloudKitError(code: string): FoyerError {
  return new FoyerError("unknown_embedded_wallet_error", `CloudKit answered ${code}`, {
    details: { serverErrorCode: code },
  });
}
