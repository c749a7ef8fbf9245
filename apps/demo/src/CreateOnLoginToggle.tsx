import { createOnLoginParam } from "./demoEnv.ts";

/**
 * Turns embedded-wallet creation on login on or off for the demo (the `?wallets=all-users` switch): the
 * page reloads with the new setting, since FoyerProvider's config is read once.
 */
export function CreateOnLoginToggle() {
  const on = createOnLoginParam !== undefined;
  return (
    <label className="muted toggle" data-testid="demo-create-on-login">
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => {
          const url = new URL(location.href);
          if (e.target.checked) url.searchParams.set("wallets", "all-users");
          else url.searchParams.delete("wallets");
          location.assign(url);
        }}
      />{" "}
      Create embedded Ethereum and Solana wallets on login
    </label>
  );
}
