import { defineOAuthProvider } from "./OAuthProviderDefinition.ts";

/**
 * Sign in with Apple. Apple has no profile endpoint: the subject and email come in the ID token, the name
 * only in what Apple posts at first consent. Asking for name and email makes Apple answer by form_post,
 * which a page cannot read: Apple posts to the server's `/apps/{appId}/oauth/form_post`, which keeps the
 * posted user and sends the browser on to the flow's redirect page with the code.
 */
export const apple = defineOAuthProvider({
  name: "apple",
  label: "Apple",
  accountLabel: "Apple",
  icon: {
    svg: { fill: "currentColor" },
    children: [
      [
        "path",
        {
          d: "M16.4 12.6c0-2 1.6-2.9 1.7-3-1-1.4-2.4-1.6-2.9-1.6-1.2-.1-2.4.7-3 .7s-1.6-.7-2.6-.7C8.2 8 6 9.4 6 12.5c0 3 2.2 7.5 4 7.5.9 0 1.3-.6 2.4-.6s1.4.6 2.4.6c1.6 0 3-3.1 3.3-4.2-1.3-.5-1.7-2-1.7-3.2zM14.4 6.3c.6-.7.9-1.6.8-2.5-.8 0-1.8.6-2.4 1.3-.5.6-.9 1.5-.8 2.4.9.1 1.8-.5 2.4-1.2z",
        },
      ],
    ],
  },
  server: {
    issuer: "https://appleid.apple.com",
    authorization_endpoint: "https://appleid.apple.com/auth/authorize",
    token_endpoint: "https://appleid.apple.com/auth/token",
    scopes: ["name", "email"],
    authorization_parameters: { response_mode: "form_post" },
  },
  // Offline, the local OpenID provider posts what Apple posts at first consent: the name and email as JSON.
  dev: {
    firstConsentFormFields: ({ name, email }) => {
      const [firstName = "", ...rest] = name.split(/\s+/);
      return { user: JSON.stringify({ name: { firstName, lastName: rest.join(" ") }, email }) };
    },
  },
});
