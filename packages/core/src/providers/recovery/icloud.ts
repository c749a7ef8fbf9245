import { defineCloudRecoveryProvider } from "./CloudRecoveryProviderDefinition.ts";

/**
 * iCloud: the key is a record in the user's private CloudKit database of the app's container, reached with
 * the `ckWebAuthToken` of CloudKit's web sign-in. In development /dev/cloudkit stands in for CloudKit Web
 * Services and its sign-in page (any Apple ID), in the container below.
 */
export const icloudRecovery = defineCloudRecoveryProvider({
  id: "icloud",
  label: "iCloud",
  methodName: "Apple iCloud",
  optionLabel: "Back up to Apple iCloud",
  icon: {
    children: [
      [
        "path",
        {
          d: "M7 18.5a4.5 4.5 0 0 1-.6-9A5.5 5.5 0 0 1 17 8.6a4 4 0 0 1 .5 7.9l-.5.1H7z",
          fill: "#3693F3",
        },
      ],
    ],
  },
  apiOrigin: "https://api.apple-cloudkit.com",
  authorization: { kind: "cloudkit-web-auth" },
  // CloudKit record names keep to letters, digits and underscores.
  keyName: (appId, entropyId) => `foyer_recovery_${appId}_${entropyId}`.replace(/[^A-Za-z0-9_]/g, "_"),
  devStandIn: {
    path: "/dev/cloudkit",
    signInPath: "/dev/cloudkit/signin",
    container: "iCloud.dev.foyer",
    // A local stand-in guards nothing; CloudKit's real web API token is public by design too.
    apiToken: "foyer-dev-cloudkit-token",
  },
});
