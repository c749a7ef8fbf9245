import { z } from "zod";
import { refreshTokenSchema } from "./fields.ts";

// The `sessions` group (refresh and logout): one body, the refresh token (with cookie sessions, a marker
// that tells the server to read the httpOnly cookie instead: server/src/http/sessionCookies.ts).

export const sessionRefreshBody = z.object({ refresh_token: refreshTokenSchema });

export type SessionRefreshBody = z.input<typeof sessionRefreshBody>;
