// Apple's response_mode=form_post: the provider posts the code, the state and (at first consent only) the
// user's name and email to a server callback instead of redirecting the browser with them.

/** What a form_post provider (Apple) posted beside the code: the user's name and email, once, at first consent. */
export const FORM_POST_USER_PURPOSE = "oauth_form_post_user";

/** The server callback a form_post provider posts its answer to. */
export const formPostCallbackPath = (appId: string) => `/apps/${encodeURIComponent(appId)}/oauth/form_post`;

/** What a form_post provider posts to the callback (Apple: `user` is JSON, sent at first consent only). */
export interface FormPostAnswer {
  state: string;
  code?: string;
  error?: string;
  user?: string;
}

/** Apple's `user` form field: `{"name":{"firstName","lastName"},"email"}`; anything else is ignored. */
export function parseFormPostUser(raw: string | undefined): { name?: string; email?: string } | null {
  if (!raw || raw.length > 2_048) return null;
  try {
    const value = JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown }; email?: unknown };
    const parts = [value.name?.firstName, value.name?.lastName].filter(
      (part): part is string => typeof part === "string" && part.trim() !== "",
    );
    const user = {
      ...(parts.length ? { name: parts.join(" ").slice(0, 200) } : {}),
      ...(typeof value.email === "string" && value.email.length <= 320 ? { email: value.email } : {}),
    };
    return Object.keys(user).length ? user : null;
  } catch {
    return null;
  }
}
