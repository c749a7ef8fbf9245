interface ImportMetaEnv {
  readonly VITE_FOYER_SERVER_URL?: string;
  readonly VITE_FOYER_APP_ID?: string;
}
