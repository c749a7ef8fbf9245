import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { CustomJwtService } from "./CustomJwtService.ts";
import { customJwtAppSettings } from "./CustomJwtSettings.ts";
import { customJwtRoutes } from "./routes.ts";

/** Sign-in with a JWT the host app issued (`custom_jwt_account/*`). No transfer route. */
export const customJwtPlugin: ServerPlugin = {
  id: "custom_jwt",
  settings: customJwtAppSettings.shape,
  setup(ctx) {
    const customJwt = new CustomJwtService(ctx);
    return { api: customJwtRoutes({ ...ctx, customJwt }) };
  },
};
