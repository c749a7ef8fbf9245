import { expect } from "vitest";
import type { z } from "zod";
import type { RequestFn } from "../api/createRequest.ts";

/** A signed-in user as the server answers it, for tests that call API groups. */
export const wireUser = {
  id: "did:foyer:1",
  created_at: 1,
  linked_accounts: [],
  mfa_methods: [],
  has_accepted_terms: false,
  is_guest: false,
  custom_metadata: {},
};

/**
 * Test helper: a RequestFn that records the bodies sent to each path and answers with one object every group's reader
 * accepts (a sign-in answer that is also a user, a nonce, a channel, a URL), so a test can call a whole API
 * group and then check what it sent.
 */
export function recordBodies(): { request: RequestFn; sent: Map<string, unknown[]> } {
  const sent = new Map<string, unknown[]>();
  const answer = {
    ...wireUser,
    user: wireUser,
    token: "t",
    refresh_token: "r",
    is_new_user: false,
    nonce: "n",
    expires_at: "2026-01-01T00:00:00.000Z",
    channel_token: "c",
    connect_uri: "farcaster://connect",
    state: "pending",
    url: "https://example.com/",
  };
  const request = (async (path: string, init?: { body?: unknown }) => {
    sent.set(path, [...(sent.get(path) ?? []), init?.body]);
    return answer;
  }) as RequestFn;
  return { request, sent };
}

/**
 * Test helper: every body the client sent is accepted by the server's schema for its path, and names no field
 * the schema does not read (zod drops unknown keys silently, so a renamed optional field would otherwise pass).
 * `schemas` must name every body schema of the group's contract module (`contract`), so a new endpoint cannot
 * go untested, unless `elsewhere` names it (its export name) with the place that sends it.
 */
export function expectBodiesFit(
  sent: Map<string, unknown[]>,
  schemas: Record<string, z.ZodObject>,
  contract: Record<string, unknown>,
  elsewhere: Record<string, string> = {},
): void {
  const bodySchemas = Object.entries(contract)
    .filter(([name]) => /Body$/.test(name) && !(name in elsewhere))
    .map(([, schema]) => schema);
  expect(bodySchemas.filter((schema) => !Object.values(schemas).includes(schema as z.ZodObject))).toEqual([]);
  for (const [path, schema] of Object.entries(schemas)) {
    expect(sent.has(path), `${path} was called`).toBe(true);
    for (const body of sent.get(path) ?? []) {
      const result = schema.safeParse(body);
      expect(result.success, `${path}: ${result.error?.message}`).toBe(true);
      const unread = Object.keys(body as object).filter((key) => !(key in schema.shape));
      expect(unread, `${path}: fields the server does not read`).toEqual([]);
    }
  }
}
