/**
 * Walks the local OpenID provider's pages like a browser: opens the authorization URL, submits the
 * "Dev sign-in" form with `name` (or cancels), follows redirects with a cookie jar, and returns the final
 * redirect to the app (its `code`, `state`, or `error`); a form_post answer (Apple) is posted on as a browser
 * would, and what it posted is returned too. Tests only.
 */
export async function devOidcSignIn(
  authorizationUrl: string,
  options: { name: string; cancel?: boolean },
): Promise<{ redirect: URL; signInPage: string; formPost?: Record<string, string> }> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      if (index > 0) cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    return response;
  };
  const issuerOrigin = new URL(authorizationUrl).origin;
  let signInPage = "";
  let url = authorizationUrl;
  let response = await send(url);
  for (let hop = 0; hop < 10; hop += 1) {
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get("location") ?? "", url);
      await response.body?.cancel();
      if (next.origin !== issuerOrigin) return { redirect: next, signInPage };
      url = next.toString();
      response = await send(url);
      continue;
    }
    const html = await response.text();
    if (response.status === 200 && html.includes("Submitting Callback")) {
      // response_mode=form_post (Apple): post the provider's hidden fields where it says, as the page's
      // script would, and follow the answer (the Foyer server's 303 to the app).
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "";
      const fields = new URLSearchParams();
      for (const [, name = "", value = ""] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g))
        fields.set(name, unescapeHtml(value));
      const posted = await fetch(unescapeHtml(action), { method: "POST", body: fields, redirect: "manual" });
      const location = posted.headers.get("location");
      if (posted.status !== 303 || !location)
        throw new Error(`form_post answered ${posted.status}: ${await posted.text()}`);
      return { redirect: new URL(location), signInPage, formPost: Object.fromEntries(fields) };
    }
    if (response.status !== 200 || !html.includes("Dev sign-in")) {
      throw new Error(`Unexpected page from the dev provider (${response.status}): ${html.slice(0, 300)}`);
    }
    signInPage = html;
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error("No form on the dev sign-in page");
    const form = new URLSearchParams({ name: options.name, action: options.cancel ? "cancel" : "sign-in" });
    url = new URL(action.replace(/&amp;/g, "&"), url).toString();
    response = await send(url, {
      method: "POST",
      body: form,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  }
  throw new Error("Too many redirects at the dev provider");
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
