import { verifyFoyerRequest } from "@foyer/react/server";
import { headers } from "next/headers";
import { foyerServer } from "../lib/foyer";
import { Account } from "./Account";

// A server component: it reads the signed-in user from the request's httpOnly foyer-token cookie.
export default async function Home() {
  const session = await verifyFoyerRequest(await headers(), foyerServer);
  return (
    <main style={{ display: "grid", gap: 12, textAlign: "center" }}>
      <h1>Foyer + Next.js</h1>
      <p data-testid="server-session">{session ? `Server sees user ${session.userId}` : "Server sees no session"}</p>
      <Account />
    </main>
  );
}
