import { describe, expect, it } from "vitest";
import type { ModalFlowHandle } from "../loginEntry.ts";
import { createFoyerStore } from "./createFoyerStore.ts";

const handle = (id: string): ModalFlowHandle => ({
  key: id,
  id,
  getState: () => null,
  subscribe: () => () => {},
  send: () => {},
  dismiss: () => {},
  view: null,
});

describe("the store's flow stack", () => {
  it("stacks flows oldest first, notifies on each change, and closes one wherever it is", () => {
    const store = createFoyerStore({ appId: "a", serverUrl: "http://localhost:1", fetch: async () => new Response() });
    let notified = 0;
    store.subscribe(() => notified++);
    const signing = handle("signatureConfirm");
    const mfa = handle("mfa");
    store.openFlow(signing);
    store.openFlow(mfa);
    store.openFlow(mfa);
    expect(store.getSnapshot().flows).toEqual([signing, mfa]);
    expect(notified).toBe(2);
    store.closeFlow(signing);
    expect(store.getSnapshot().flows).toEqual([mfa]);
    store.closeFlow(signing);
    store.closeFlow(mfa);
    expect(store.getSnapshot().flows).toEqual([]);
    expect(notified).toBe(4);
  });

  it("abandonModal (the modal's code did not load): every flow is dismissed and the opening ends with the code", () => {
    const store = createFoyerStore({ appId: "a", serverUrl: "http://localhost:1", fetch: async () => new Response() });
    const errors: string[] = [];
    store.addLoginListener({ onError: (code) => errors.push(code) });
    const dismissed: string[] = [];
    const closing = (id: string) => ({ ...handle(id), dismiss: () => dismissed.push(id) });
    store.openFlow(closing("signatureConfirm"));
    store.openFlow(closing("mfa"));
    store.login();
    expect(store.getSnapshot().modalSession).not.toBe(0);
    store.abandonModal("unknown_auth_error");
    expect(dismissed).toEqual(["mfa", "signatureConfirm"]);
    expect(store.getSnapshot().modalSession).toBe(0);
    expect(errors).toEqual(["unknown_auth_error"]);
  });
});
