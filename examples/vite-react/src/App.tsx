import { useFoyer, useLogin } from "@foyer/react";

export function App() {
  const { ready, authenticated, user, logout } = useFoyer();
  const { login } = useLogin({ onComplete: ({ user }) => console.log("signed in", user.id) });
  if (!ready) return <main className="card">Loading…</main>;
  return (
    <main className="card">
      <h1>Foyer + Vite</h1>
      {authenticated ? (
        <>
          <p data-testid="signed-in-as">Signed in as {user?.email?.address ?? user?.id}</p>
          <button type="button" onClick={logout}>
            Log out
          </button>
        </>
      ) : (
        <button type="button" onClick={login}>
          Log in
        </button>
      )}
    </main>
  );
}
