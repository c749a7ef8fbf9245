import { describe, expect, it } from "vitest";
import { mapOAuthProfile } from "./mapOAuthProfile.ts";

describe("mapOAuthProfile: each provider's documented profile shape", () => {
  it.each([
    [
      "oidc",
      { sub: "1", email: "a@x.io", email_verified: true, name: "A", preferred_username: "a", picture: "p" },
      { subject: "1", email: "a@x.io", name: "A", username: "a", picture: "p" },
    ],
    ["oidc", { sub: "1", email: "a@x.io", email_verified: false }, { subject: "1", email: null }],
    [
      "github",
      { id: 42, login: "octo", name: "Octo Cat", email: "o@x.io", avatar_url: "p" },
      { subject: "42", username: "octo", name: "Octo Cat", email: "o@x.io", picture: "p" },
    ],
    [
      "discord",
      { id: "7", username: "d", global_name: "Dee", email: "d@x.io", verified: true, avatar: "ab" },
      {
        subject: "7",
        username: "d",
        name: "Dee",
        email: "d@x.io",
        picture: "https://cdn.discordapp.com/avatars/7/ab.png",
      },
    ],
    ["discord", { id: "7", email: "d@x.io", verified: false }, { subject: "7", email: null }],
    [
      "twitter",
      { data: { id: "9", name: "Tw", username: "tw", profile_image_url: "p" } },
      { subject: "9", name: "Tw", username: "tw", picture: "p", email: null },
    ],
    [
      "spotify",
      { id: "sp", display_name: "Spo", email: "s@x.io", images: [{ url: "p" }] },
      { subject: "sp", name: "Spo", email: "s@x.io", picture: "p" },
    ],
    ["instagram", { user_id: "ig1", id: "x", username: "insta" }, { subject: "ig1", username: "insta" }],
    [
      "tiktok",
      { data: { user: { open_id: "tt", display_name: "Tik", username: "tik", avatar_url: "p" } } },
      { subject: "tt", name: "Tik", username: "tik", picture: "p" },
    ],
    [
      "twitch",
      { data: [{ id: "tw1", login: "tl", display_name: "TL", email: "t@x.io", profile_image_url: "p" }] },
      { subject: "tw1", username: "tl", name: "TL", email: "t@x.io", picture: "p" },
    ],
    ["line", { userId: "U1", displayName: "Line", pictureUrl: "p" }, { subject: "U1", name: "Line", picture: "p" }],
    ["id_token", { sub: "apple.1", email: "x@privaterelay.appleid.com" }, { subject: "apple.1" }],
  ] as const)("%s", (format, profile, expected) => {
    expect(mapOAuthProfile(format, profile)).toMatchObject(expected);
  });

  it("returns null without a subject (no account is keyed on nothing)", () => {
    expect(mapOAuthProfile("github", { login: "x" })).toBeNull();
    expect(mapOAuthProfile("oidc", { sub: "" })).toBeNull();
    expect(mapOAuthProfile("twitch", { data: [] })).toBeNull();
  });

  it("reads a custom provider's claim names", () => {
    const claims = {
      subject_claim: "uid",
      email_claim: "mail",
      name_claim: "cn",
      username_claim: "nick",
      picture_claim: "img",
    };
    expect(mapOAuthProfile("oidc", { uid: 5, mail: "m@x.io", cn: "C", nick: "c", img: "i" }, claims)).toEqual({
      subject: "5",
      email: "m@x.io",
      name: "C",
      username: "c",
      picture: "i",
    });
  });
});
