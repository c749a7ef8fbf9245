import type { FundingProvider } from "@foyer/core";
import type { Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { DevFundingSandbox } from "../../dev/DevFundingSandbox.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import type { FundingService, ProviderEvent } from "./FundingService.ts";
import type { WebhookCheck } from "./verifyWebhookSignature.ts";

/** What a provider's routes are built with: the funding state, the gates and the clock. */
export interface FundingRouteDeps<Settings> {
  funding: FundingService;
  requireAuth: MiddlewareHandler<FoyerEnv>;
  trustProxy: boolean;
  now: () => number;
  /**
   * The app's `settings.funding.<id>` when its funding configuration offers this provider; otherwise the
   * spec's 'Funding wallet is not enabled' (not_supported).
   */
  settingsOf(app: AppRecord): Settings;
}

/** A provider's half of `POST /webhooks/funding/{id}/{appId}`: its signature check and the event it carries. */
export interface FundingWebhook<Settings> {
  verify(
    settings: Settings,
    request: { body: string; header: (name: string) => string | undefined; now: number },
  ): WebhookCheck;
  parse(json: unknown): ProviderEvent | null;
}

/**
 * The server's half of a funding provider (its client half is packages/core/src/providers/funding/<id>.ts,
 * with the same id), listed once in fundingProviderServers.ts. The funding plugin loops over the list for
 * settings, public endpoints, routes, webhooks and the development sandbox; a provider that needs no server
 * call has no half.
 */
export interface FundingProviderServer<
  Id extends FundingProvider = FundingProvider,
  Settings extends z.ZodType = z.ZodType,
> {
  id: Id;
  /** `settings.funding.<id>` (server-only): its credentials and, for tests and stand-ins, its hosts. */
  settings: Settings;
  /** Its public keys of `funding_config.endpoints` (`<id>_...`, never a secret), from its settings. */
  endpoints(settings: z.output<Settings> | undefined): Record<string, string | null>;
  /** Its routes under /api/v1 (validated with its schemas from @foyer/core/contract). */
  routes?(deps: FundingRouteDeps<z.output<Settings>>): Hono<FoyerEnv>;
  webhook?: FundingWebhook<z.output<Settings>>;
  /** Development: its settings against the local funding sandbox's stand-in. */
  devSettings?(sandbox: DevFundingSandbox): z.input<Settings>;
}

/**
 * Types one provider's server half, keeping its id and settings schema (the settings of the plugin are typed
 * per provider from them).
 */
export function defineFundingProviderServer<const Id extends FundingProvider, Settings extends z.ZodType>(
  half: FundingProviderServer<Id, Settings>,
): FundingProviderServer<Id, Settings> {
  return half;
}
