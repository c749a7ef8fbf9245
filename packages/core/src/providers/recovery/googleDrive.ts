import { defineCloudRecoveryProvider } from "./CloudRecoveryProviderDefinition.ts";

/**
 * Google Drive: the key is a file in the app's hidden appDataFolder (scope drive.appdata: nothing else of the
 * user's Drive is visible to the app). In development the local OpenID provider signs the user in and
 * /dev/google-drive answers Drive's v3 file calls.
 */
export const googleDriveRecovery = defineCloudRecoveryProvider({
  id: "google-drive",
  label: "Google Drive",
  methodName: "Google Drive",
  optionLabel: "Back up to Google Drive",
  icon: {
    children: [
      ["path", { d: "M8.2 3.5h7.6l6.2 10.8-3.8 6.6z", fill: "#FFBA00" }],
      ["path", { d: "M8.2 3.5 2 14.3l3.8 6.6 6.2-10.8z", fill: "#00AC47" }],
      ["path", { d: "M5.8 20.9h12.4L22 14.3H9.6z", fill: "#2684FC" }],
    ],
  },
  apiOrigin: "https://www.googleapis.com",
  authorization: {
    kind: "oauth2-pkce",
    authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenEndpoint: "https://oauth2.googleapis.com/token",
    scopes: ["https://www.googleapis.com/auth/drive.appdata"],
    // The account chooser every time: the user must pick the account that holds the backup.
    parameters: { prompt: "select_account" },
  },
  keyName: (appId, entropyId) => `foyer-recovery-${appId}-${entropyId}.key`,
  devStandIn: { path: "/dev/google-drive" },
});
