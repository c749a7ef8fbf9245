// Issue 5 client journeys in real Chromium against the real server and demo, with test wallets injected into
// the page: SIWE login with an EIP-6963 wallet signing with an anvil dev key, SIWS login with a Wallet Standard
// wallet (ed25519), connect-only, linking a wallet to an email user, a 4001 rejection then Retry, and the list
// of 8 wallets with search and the chain filter. Screenshots at 1280 and 375 of the wallet screens.
import { type Anvil, devAccount, startAnvil } from "@foyer/devchain";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeJourney, demoUserOf, openJourney, screenshotPair } from "./journey.ts";
import type { Stack } from "./startStack.ts";
import { installEthereumTestWallet, installListOnlyWallets, installSolanaTestWallet } from "./testWallets.ts";

let stack: Stack;
let anvil: Anvil;
let browser: Browser;

beforeAll(async () => {
  anvil = await startAnvil();
  ({ stack, browser } = await openJourney());
});

afterAll(async () => {
  await closeJourney({ stack, browser });
  await anvil?.stop();
});

const shots2 = (page: Page, name: string) => screenshotPair(page, `issue5-${name}`);

const userOf = (page: Page) =>
  demoUserOf<{
    id: string;
    linkedAccounts: {
      type: string;
      address?: string;
      chainType?: string;
      walletClientType?: string;
      connectorType?: string;
    }[];
  }>(page);

const walletScreen = (page: Page, name: string) => page.locator(`[data-foyer-wallet-screen="${name}"]`);

async function openWalletList(page: Page, query = "") {
  await page.goto(`${stack.demoUrl}/?wallets=1${query}`);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.getByRole("button", { name: "Continue with a wallet" }).click();
  await walletScreen(page, "list").waitFor();
}

async function withPage(run: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
}

describe("issue 5 wallet journeys", () => {
  it("logs in with an EIP-6963 wallet by SIWE (anvil dev key)", async () => {
    await withPage(async (page) => {
      const account = devAccount(1);
      const wallet = await installEthereumTestWallet(page, { account, rpcUrl: anvil.rpcUrl });
      // The demo's `?navigate=` is login()'s onCompleteNavigateTo (a hash: the page moves without reloading).
      await openWalletList(page, "&navigate=%23signed-in");
      await shots2(page, "wallet-list");
      await page.locator('[data-foyer-wallet="test"]').click();
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      await expect.poll(() => new URL(page.url()).hash, { timeout: 10_000 }).toBe("#signed-in");
      const user = await userOf(page);
      const linked = user.linkedAccounts.find((a) => a.type === "wallet");
      expect(linked).toMatchObject({ address: account.address, chainType: "ethereum", connectorType: "injected" });
      expect(wallet.signatures).toBe(1);
      // The wallet stays connected in useWallets(), on anvil's chain.
      const row = page.getByTestId("demo-connected-wallet");
      await expect.poll(() => row.textContent()).toContain("eip155:31337");
      // The success screen closes by itself; after a reload the connection is restored without a prompt.
      await page.locator('[data-foyer-screen="wallets"]').waitFor({ state: "detached" });
      await page.reload();
      await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain(account.address);
      expect(wallet.signatures).toBe(1);
      // The "Recent" chip marks the wallet entry next time.
      await page.getByRole("button", { name: "Log out" }).click();
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await expect
        .poll(() =>
          page.locator(".foyer-entry-slot", { hasText: "Continue with a wallet" }).locator(".foyer-chip").count(),
        )
        .toBe(1);
    });
  });

  it("logs in with a Wallet Standard wallet by SIWS (ed25519)", async () => {
    await withPage(async (page) => {
      const { address } = await installSolanaTestWallet(page);
      await openWalletList(page);
      await page.locator('[data-foyer-wallet="test_solana"]').click();
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      const user = await userOf(page);
      expect(user.linkedAccounts.find((a) => a.type === "wallet")).toMatchObject({
        address,
        chainType: "solana",
        connectorType: "solana_adapter",
      });
    });
  });

  it("shows a 4001 rejection with Retry, and signs in on Retry", async () => {
    await withPage(async (page) => {
      const wallet = await installEthereumTestWallet(page, { account: devAccount(2), rpcUrl: anvil.rpcUrl });
      wallet.rejectNextSignature();
      await openWalletList(page);
      await page.locator('[data-foyer-wallet="test"]').click();
      const status = page.locator("[data-foyer-wallet-stage]");
      await page.locator('[data-foyer-wallet-stage="failed"]').waitFor();
      expect(await status.getAttribute("data-foyer-rpc-code")).toBe("4001");
      expect(await status.textContent()).toContain("Could not log in with wallet");
      expect(await status.textContent()).toContain("Please try connecting again.");
      await shots2(page, "wallet-rejected");
      await page.getByRole("button", { name: "Retry" }).click();
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      expect(wallet.signatures).toBe(1);
    });
  });

  it("MetaMask's reset link forgets the site's connection and connects again (issue 18)", async () => {
    await withPage(async (page) => {
      const wallet = await installEthereumTestWallet(page, {
        account: devAccount(3),
        rpcUrl: anvil.rpcUrl,
        name: "MetaMask",
        uuid: "6f1e0e55-0000-4000-8000-0000000000aa",
        rdns: "io.metamask",
      });
      wallet.rejectNextSignature();
      await openWalletList(page);
      await page.locator('[data-foyer-wallet="metamask"]').click();
      await page.locator('[data-foyer-wallet-stage="failed"]').waitFor();
      const reset = page.locator('[data-foyer="reset-connection"]');
      expect(await reset.textContent()).toBe("Reset MetaMask connection");
      await shots2(page, "wallet-reset-link");
      await reset.getByRole("button").click();
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      expect(wallet.revokes).toBe(1);
      expect(wallet.signatures).toBe(1);
    });
  });

  it("connects a wallet without signing in (connect-only)", async () => {
    await withPage(async (page) => {
      const account = devAccount(3);
      const wallet = await installEthereumTestWallet(page, { account, rpcUrl: anvil.rpcUrl });
      await page.goto(stack.demoUrl);
      await page.getByRole("button", { name: "Connect a wallet" }).click();
      await walletScreen(page, "list").waitFor();
      await page.locator('[data-foyer-wallet="test"]').click();
      await page.locator('[data-foyer-wallet-stage="done"]').waitFor();
      expect(await page.locator("[data-foyer-wallet-stage]").textContent()).toContain(
        "Successfully connected with Test Wallet",
      );
      await shots2(page, "wallet-connected");
      const row = page.getByTestId("demo-connected-wallet");
      await expect.poll(() => row.textContent()).toContain(account.address);
      await page.locator('[data-foyer-screen="wallets"]').waitFor({ state: "detached" });
      // switchChain: mainnet is unknown to the wallet (4902), so Foyer adds its built-in definition, then switches.
      await row.getByRole("button", { name: "Mainnet" }).click();
      await expect.poll(() => row.textContent()).toMatch(/eip155:1(?!\d)/);
      await row.getByRole("button", { name: "Anvil" }).click();
      await expect.poll(() => row.textContent()).toContain("eip155:31337");
      expect(wallet.signatures).toBe(0);
      expect(await page.getByTestId("demo-user").count()).toBe(0);
    });
  });

  async function emailLogin(page: Page, email: string, query = "") {
    await page.goto(`${stack.demoUrl}/${query}`);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="email"]').press("Enter");
    await page.locator('[data-foyer-screen="code"]').waitFor();
    let code = "";
    for (let i = 0; i < 100 && !code; i++) {
      const res = await fetch(`${stack.apiUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      code = ((await res.json()) as { code: string }[])[0]?.code ?? "";
      if (!code) await new Promise((r) => setTimeout(r, 100));
    }
    await page.locator("input[data-foyer-code-box]").first().click();
    await page.keyboard.type(code);
    await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
  }

  it("links a wallet to an email user", async () => {
    await withPage(async (page) => {
      const account = devAccount(4);
      await installEthereumTestWallet(page, { account, rpcUrl: anvil.rpcUrl });
      // `?navigate=` is the wallet list's onCompleteNavigateTo: an email sign-in leaves the page where it is,
      // the linked wallet moves it on.
      await emailLogin(page, `wallet-link-${Date.now()}@example.com`, "?navigate=%23linked");
      // The login modal has closed (the moment a navigation would follow), and the page stayed.
      await page.locator("[data-foyer-screen]").first().waitFor({ state: "detached", timeout: 10_000 });
      expect(new URL(page.url()).hash).toBe("");
      await page.getByRole("button", { name: "Link a wallet" }).click();
      await walletScreen(page, "list").waitFor();
      expect(await walletScreen(page, "list").textContent()).toContain("Connect a wallet to your Foyer Demo account");
      await page.locator('[data-foyer-wallet="test"]').click();
      await expect
        .poll(async () => (await userOf(page)).linkedAccounts.map((a) => a.type).sort(), { timeout: 20_000 })
        .toEqual(["email", "wallet"]);
      await expect.poll(() => new URL(page.url()).hash, { timeout: 10_000 }).toBe("#linked");
      const user = await userOf(page);
      expect(user.linkedAccounts.find((a) => a.type === "wallet")?.address).toBe(account.address);
      // Linking it again: "Wallet was already linked."
      await page.locator('[data-foyer-screen="wallets"]').waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Link a wallet" }).click();
      await page.locator('[data-foyer-wallet="test"]').click();
      await page.locator('[data-foyer-wallet-stage="done"]').getByText("Wallet was already linked.").waitFor();
    });
  });

  it("lists 8 wallets with the search box, no-result text and the chain filter", async () => {
    await withPage(async (page) => {
      await installListOnlyWallets(page, [
        { name: "Alpha Wallet", chain: "ethereum" },
        { name: "Beta Wallet", chain: "ethereum" },
        { name: "Gamma", chain: "ethereum" },
        { name: "Delta", chain: "ethereum" },
        { name: "Epsilon Wallet", chain: "solana" },
        { name: "Zeta", chain: "solana" },
        { name: "Eta", chain: "solana" },
        { name: "Theta", chain: "solana" },
      ]);
      await openWalletList(page);
      const list = walletScreen(page, "list");
      const rows = list.locator("[data-foyer-wallet]");
      const search = page.getByPlaceholder("Search wallets");
      await search.waitFor();
      // Virtualised: at most 5 visible rows plus an overscan of 6 are in the DOM; the box is 5 rows high.
      expect(await list.locator('[data-foyer="wallet-list"]').evaluate((el) => el.getBoundingClientRect().height)).toBe(
        300,
      );
      await shots2(page, "wallet-list-8");
      // "MetaMask" (from the app's list, not installed here) matches too.
      await search.fill("eta");
      await expect
        .poll(async () => (await rows.allTextContents()).sort())
        .toEqual(["Beta Wallet", "Eta", "MetaMask", "Theta", "Zeta"]);
      await search.fill("nothing like it");
      await list.getByText("No wallets found. Try another search.").waitFor();
      await search.fill("");
      await list.getByRole("radio", { name: "Solana" }).check({ force: true });
      await expect
        .poll(async () => (await rows.allTextContents()).sort())
        .toEqual(["Epsilon Wallet", "Eta", "Phantom", "Theta", "Zeta"]);
    });
  });

  it("a wallet announcing an empty or broken icon gets its monogram, not a blank square", async () => {
    await withPage(async (page) => {
      const drawn = `data:image/svg+xml,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'><circle cx='4' cy='4' r='4' fill='teal'/></svg>")}`;
      await installListOnlyWallets(page, [
        { name: "Empty Data", chain: "ethereum", icon: "data:image/png;base64," },
        { name: "Broken Png", chain: "ethereum", icon: "data:image/png;base64,AAAA" },
        { name: "Nothing Drawn", chain: "ethereum" },
        { name: "Drawn Wallet", chain: "ethereum", icon: drawn },
      ]);
      await openWalletList(page);
      const icon = (name: string) =>
        walletScreen(page, "list").locator("[data-foyer-wallet]", { hasText: name }).locator("img");
      // Every icon loads (a broken one falls back to the monogram on its error) and has pixels to show.
      for (const name of ["Empty Data", "Broken Png", "Nothing Drawn"]) {
        await expect.poll(() => icon(name).getAttribute("src")).toMatch(/^data:image\/svg\+xml,%3Csvg.*%3C%2Ftext%3E/);
        await expect
          .poll(() => icon(name).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      }
      expect(await icon("Drawn Wallet").getAttribute("src")).toBe(drawn);
      await shots2(page, "wallet-list-icons");
    });
  });

  it("signs in with a Ledger through Phantom: Ledger choice, then a memo transaction", async () => {
    await withPage(async (page) => {
      const { address } = await installSolanaTestWallet(page, { name: "Phantom", ledger: true });
      await openWalletList(page);
      await page.locator('[data-foyer-wallet="phantom"]').click();
      await walletScreen(page, "ledger").waitFor();
      expect(await walletScreen(page, "ledger").textContent()).toContain("Phantom supports Ledger");
      await shots2(page, "wallet-ledger");
      await page.getByRole("button", { name: "Continue with Ledger" }).click();
      // Phantom separates connect and sign.
      await page.getByRole("button", { name: "Sign with your wallet" }).click();
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      expect((await userOf(page)).linkedAccounts.find((a) => a.type === "wallet")).toMatchObject({
        address,
        walletClientType: "phantom",
      });
    });
  });

  it("keeps waiting on a pending permission prompt and offers Still here? with Try connecting again", async () => {
    await withPage(async (page) => {
      const wallet = await installEthereumTestWallet(page, { account: devAccount(5), rpcUrl: anvil.rpcUrl });
      wallet.holdConnections();
      await openWalletList(page);
      await page.locator('[data-foyer-wallet="test"]').click();
      await page.locator('[data-foyer="still-here"]').waitFor({ timeout: 10_000 });
      await shots2(page, "wallet-still-here");
      await page.getByRole("button", { name: "Try connecting again" }).click();
      // The repeat request answers -32002 (already pending): the screen keeps loading, no error.
      await page.waitForTimeout(500);
      expect(await page.locator("[data-foyer-wallet-stage]").getAttribute("data-foyer-wallet-stage")).toBe(
        "connecting",
      );
      expect(await page.getByText("Waiting for Test Wallet").count()).toBe(1);
    });
  });

  it("offers the install screen, Select network, and wallet-first mode", async () => {
    await withPage(async (page) => {
      await installListOnlyWallets(page, [
        { name: "Dual Wallet", chain: "ethereum" },
        { name: "Dual Wallet", chain: "solana" },
      ]);
      await openWalletList(page);
      await page.locator('[data-foyer-wallet="rainbow"]').waitFor();
      // Phantom is not in the page and connects no other way: install it.
      await page.locator('[data-foyer-wallet="phantom"]').click();
      await walletScreen(page, "install").waitFor();
      const install = walletScreen(page, "install");
      expect(await install.textContent()).toContain("Open or install Phantom");
      expect(await install.getByRole("link", { name: "Install Phantom" }).getAttribute("href")).toBe(
        "https://phantom.com/download",
      );
      await shots2(page, "wallet-install");
      await page.getByRole("button", { name: "Back" }).click();
      // MetaMask without its extension, in an app with no WalletConnect set up: the install screen too,
      // not "MetaMask is not set up for this app".
      await page.locator('[data-foyer-wallet="metamask"]').click();
      await walletScreen(page, "install").waitFor();
      expect(await walletScreen(page, "install").textContent()).toContain("Open or install MetaMask");
      expect(await walletScreen(page, "install").textContent()).toContain("Install the MetaMask browser extension.");
      await page.getByRole("button", { name: "Back" }).click();
      await page.locator('[data-foyer-wallet="dual"]').click();
      await walletScreen(page, "network").waitFor();
      expect(await walletScreen(page, "network").textContent()).toContain("Select network");
      await shots2(page, "wallet-network");

      await page.goto(`${stack.demoUrl}/?wallets=first`);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      const first = page.locator('[data-foyer="wallet-first"]');
      await first.waitFor();
      expect(await first.locator("[data-foyer-wallet]").count()).toBe(4);
      await first.getByRole("button", { name: "Other wallets" }).waitFor();
      // The other methods wait behind one button, which opens them all.
      const others = page.getByRole("button", { name: "Log in with email or socials" });
      await others.waitFor();
      expect(await page.locator('[data-foyer-screen="landing"] input[name="email"]').count()).toBe(0);
      await shots2(page, "wallet-first");
      await others.click();
      const more = page.locator('[data-foyer-screen="moreOptions"]');
      await more.waitFor();
      expect(await more.locator("h2").textContent()).toBe("Log in with email or socials");
      await more.getByRole("button", { name: "Continue with email" }).waitFor();
    });
  });

  it("moves a wallet that signed another user in through the account transfer", async () => {
    await withPage(async (page) => {
      const account = devAccount(6);
      await installEthereumTestWallet(page, { account, rpcUrl: anvil.rpcUrl });
      await openWalletList(page);
      await page.locator('[data-foyer-wallet="test"]').click();
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      const walletUser = (await userOf(page)).id;
      await page.getByRole("button", { name: "Log out" }).click();
      await emailLogin(page, `wallet-transfer-${Date.now()}@example.com`);
      const emailUser = (await userOf(page)).id;
      expect(emailUser).not.toBe(walletUser);
      await page.getByRole("button", { name: "Link a wallet" }).click();
      await page.locator('[data-foyer-wallet="test"]').click();
      await page.locator('[data-foyer-screen="accountTransfer"]').waitFor({ timeout: 20_000 });
      await shots2(page, "wallet-transfer");
      await page.getByRole("button", { name: "Transfer and delete account" }).click();
      await expect
        .poll(async () => (await userOf(page)).linkedAccounts.find((a) => a.type === "wallet")?.address, {
          timeout: 20_000,
        })
        .toBe(account.address);
      expect((await userOf(page)).id).toBe(emailUser);
    });
  });

  it("switches a wallet on a chain outside supportedChains (Optimism) to the app's default chain before signing (Switching networks)", async () => {
    await withPage(async (page) => {
      await installEthereumTestWallet(page, { account: devAccount(7), rpcUrl: anvil.rpcUrl, chainId: 10 });
      await openWalletList(page);
      await page.locator('[data-foyer-wallet="test"]').click();
      await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
      const user = await userOf(page);
      expect(user.linkedAccounts.find((a) => a.type === "wallet")).toMatchObject({ chainId: "eip155:31337" });
    });
  });

  it("signs in with the demo's own dev test wallets (Ethereum and Solana)", async () => {
    await withPage(async (page) => {
      page.on("dialog", (dialog) => void dialog.accept());
      for (const [wallet, chainType] of [
        ["foyer_dev_wallet_test_key", "ethereum"],
        ["foyer_dev_solana_wallet_test_key", "solana"],
      ] as const) {
        await page.goto(`${stack.demoUrl}/?wallets=1`);
        await page.getByRole("button", { name: "Add dev test wallets (demo only)" }).click();
        await page.getByRole("button", { name: "Log in", exact: true }).click();
        await page.getByRole("button", { name: "Continue with a wallet" }).click();
        await page.locator(`[data-foyer-wallet="${wallet}"]`).click();
        await page.getByTestId("demo-user").waitFor({ timeout: 20_000 });
        expect((await userOf(page)).linkedAccounts.find((a) => a.type === "wallet")?.chainType).toBe(chainType);
        await page.getByRole("button", { name: "Log out" }).click();
      }
    });
  });
});
