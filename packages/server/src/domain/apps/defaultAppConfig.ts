import { defaultWireAppConfig } from "@foyer/core";

/** Every public app setting with its default (spec 000 §3); the one copy lives in core (defaultWireAppConfig). */
export const defaultAppConfig = defaultWireAppConfig;
