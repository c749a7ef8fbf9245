type WebAuthn = typeof import("@simplewebauthn/server");
let loading: Promise<WebAuthn> | undefined;

/**
 * @simplewebauthn/server, imported on the first passkey call instead of at start: its 72 modules cost about
 * 0.3 s of CPU, the largest import of the server after viem, and only passkey and MFA routes use it.
 */
export function loadWebAuthn(): Promise<WebAuthn> {
  loading ??= import("@simplewebauthn/server");
  return loading;
}
