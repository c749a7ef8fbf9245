import { escapeHtml } from "./escapeHtml.ts";

/** The local OpenID provider's sign-in page: type any name to become that user at the stand-in provider. */
export function renderDevSignInPage(options: { action: string; providerLabel: string; error?: string }): string {
  const label = escapeHtml(options.providerLabel);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev sign-in · ${label}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f4f5; color: #111; }
  main { background: #fff; border: 1px solid #ddd; border-radius: 14px; padding: 1.6rem; width: min(22rem, calc(100vw - 2rem)); box-sizing: border-box; }
  h1 { font-size: 1.3rem; margin: 0 0 .3rem; } p { color: #555; font-size: .9rem; margin: 0 0 1rem; }
  .badge { display: inline-block; font-size: .75rem; background: #fef3c7; color: #92400e; border-radius: 999px; padding: .1rem .6rem; margin-bottom: .8rem; }
  label { display: block; font-weight: 600; font-size: .9rem; margin-bottom: .3rem; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: .6rem .7rem; border: 1px solid #bbb; border-radius: 8px; }
  .row { display: flex; gap: .5rem; margin-top: 1rem; }
  button { flex: 1; font: inherit; padding: .6rem; border-radius: 8px; border: 1px solid #111; background: #111; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #111; border-color: #bbb; }
  .error { color: #b91c1c; }
</style>
</head>
<body>
<main>
<span class="badge">development only</span>
<h1>Dev sign-in</h1>
<p>Local OpenID provider standing in for <b>${label}</b>. Type any name: the same name always signs in as the same ${label} account.</p>
${options.error ? `<p class="error">${escapeHtml(options.error)}</p>` : ""}
<form method="post" action="${escapeHtml(options.action)}">
  <label for="name">Name</label>
  <input id="name" name="name" autocomplete="off" autofocus required maxlength="64" placeholder="Ada Lovelace">
  <div class="row">
    <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
    <button type="submit" name="action" value="sign-in">Sign in</button>
  </div>
</form>
</main>
</body>
</html>`;
}
