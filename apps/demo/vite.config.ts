import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

// The demo app (what `npm start` opens). Server URL and app id come from VITE_FOYER_SERVER_URL / VITE_FOYER_APP_ID.
export default defineConfig({
  plugins: [react()],
  // The workspace's @foyer/* packages from their sources (the "@foyer/source" export condition), not dist/.
  resolve: { conditions: ["@foyer/source", ...defaultClientConditions] },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
});
