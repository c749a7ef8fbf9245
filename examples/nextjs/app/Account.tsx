"use client";

import { useFoyer, useLogin } from "@foyer/react";
import { useRouter } from "next/navigation";

/** The browser's view of the session; after sign-in and sign-out the server components render again. */
export function Account() {
  const router = useRouter();
  const { ready, authenticated, user, logout } = useFoyer();
  const { login } = useLogin({ onComplete: () => router.refresh() });
  if (!ready) return <p>Loading…</p>;
  return authenticated ? (
    <>
      <p data-testid="signed-in-as">Signed in as {user?.email?.address ?? user?.id}</p>
      <button type="button" onClick={() => logout().then(() => router.refresh())}>
        Log out
      </button>
    </>
  ) : (
    <button type="button" onClick={login}>
      Log in
    </button>
  );
}
