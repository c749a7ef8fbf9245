/**
 * Acts as the user in a sandbox provider's popup, without a browser: opens the page at `url`, reads its form
 * (action and hidden fields, as the page renders them) and submits it with the chosen button. Answers the
 * HTTP status and the text of the page that follows. Throws when the page has no form (e.g. an error page).
 *
 * @example
 * await payOnSandboxPage(buyUrl); // clicks "Pay"
 * await payOnSandboxPage(buyUrl, { action: "decline" });
 */
export async function payOnSandboxPage(
  url: string,
  options: { action?: string; amount?: string } = {},
): Promise<{ status: number; html: string }> {
  const page = await fetch(url);
  const html = await page.text();
  const form = /<form method="post" action="([^"]+)">/.exec(html);
  if (!form?.[1]) {
    const alert = /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? "";
    throw new Error(`no form on ${url} (${page.status}): ${alert}`);
  }
  const fields = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(
      match[1] as string,
      (match[2] as string).replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
    );
  }
  const amount = options.amount ?? /name="amount"[^>]*value="([^"]*)"/.exec(html)?.[1];
  if (amount !== undefined) fields.set("amount", amount);
  fields.set("action", options.action ?? "pay");
  const answer = await fetch(new URL(form[1], url), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: fields.toString(),
  });
  return { status: answer.status, html: await answer.text() };
}
