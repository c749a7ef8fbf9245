const example = `{
  "apps": [{
    "id": "foyer-dev",
    "captcha_enabled": true,
    "require_users_accept_terms": true,
    "terms_and_conditions_url": "https://example.com/terms",
    "allowlist": { "enabled": true, "entries": [{ "type": "email_domain", "value": "example.com" }] },
    "allowlist_config": { "error_title": "Invite only", "cta_text": "Join the waitlist" },
    "max_users": 3
  }]
}`;

/** How to switch each gate on for the demo app (keys documented in the root README, "Gates"). */
export function GatesNote() {
  return (
    <section className="card">
      <h2>Gates</h2>
      <p className="muted">
        Switch gates on for <code>foyer-dev</code> in <code>foyer.config.json</code> and restart <code>npm start</code>:
      </p>
      <ul className="muted gates">
        <li>
          <strong>Captcha</strong>: <code>captcha_enabled</code> (ALTCHA proof of work by default, works offline).
        </li>
        <li>
          <strong>Terms</strong>: <code>require_users_accept_terms</code> shows "One last step" after sign-in.
        </li>
        <li>
          <strong>Allowlist</strong>: <code>allowlist</code> entries, texts from <code>allowlist_config</code>.
        </li>
        <li>
          <strong>User limit</strong>: <code>max_users</code>; the next new user sees "Unable to sign in".
        </li>
        <li>
          <strong>Account transfer</strong>: log in, press "Link email" and enter another user's email.
        </li>
      </ul>
      <pre className="code">{example}</pre>
    </section>
  );
}
