/** What an authenticated request carries after `requireAuth`: the verified access token's user and session. */
export interface AuthContext {
  userId: string;
  sessionId: string;
}
