import { verifyFoyerRequest } from "@foyer/react/server";
import { foyerServer } from "../../../lib/foyer";

// A route handler: the same check for API calls (cookie, or `Authorization: Bearer <access token>`).
export async function GET(request: Request) {
  const session = await verifyFoyerRequest(request, foyerServer);
  if (!session) return Response.json({ error: "Not signed in" }, { status: 401 });
  return Response.json({ userId: session.userId, sessionId: session.sessionId });
}
