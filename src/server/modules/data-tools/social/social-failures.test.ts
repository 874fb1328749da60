import { describe, expect, it } from "vitest";
import { signInAsAdmin } from "../../../../../test/support/http";
import { closedPortBase, type SocialStubAnswer, startSocialStub } from "../../../../../test/support/social-stub";
import { createTestApp } from "../../../../../test/support/test-app";
import {
  DATA_RETRIEVAL_FAILED,
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  type SocialPlatform,
} from "../../../../shared/schemas/data-tools";
import { AppError } from "../../../lib/errors";
import { createSocialSearch } from "./social-search";

const stubs = {
  mastodon: await startSocialStub(),
  bluesky: await startSocialStub(),
  reddit: await startSocialStub(),
};
const app = await createTestApp({
  dataTools: {
    socialEndpoints: { mastodon: stubs.mastodon.base, bluesky: stubs.bluesky.base, reddit: stubs.reddit.base },
  },
});
const { cookie } = await signInAsAdmin(app);

const search = (target: typeof app, platform: SocialPlatform, headers = { cookie }) =>
  target.inject({
    method: "POST",
    url: "/api/social-data",
    headers,
    payload: { platform, query: "wattle posies", limit: 5 },
  });

/** Answers that are valid JSON but not the platform's search answer. */
const WRONG_SHAPES: Record<SocialPlatform, unknown[]> = {
  mastodon: [{ error: "Record not found" }, [{ id: 7 }], [{ id: "1", content: "<p>no account</p>" }]],
  bluesky: [[], { posts: "none" }, { posts: [{ uri: "at://x", text: "flat" }] }],
  reddit: [{ kind: "Listing", data: {} }, { data: { children: [] } }, { kind: "Listing", data: { children: [{}] } }],
};

const FAILURES: { name: string; answer: SocialStubAnswer; reason: (label: string) => string }[] = [
  {
    name: "500",
    answer: { status: 500, json: { error: "boom" } },
    reason: (p) => `${p} answered with an error (HTTP 500)`,
  },
  { name: "503", answer: { status: 503, text: "down" }, reason: (p) => `${p} answered with an error (HTTP 503)` },
  {
    name: "403",
    answer: { status: 403, json: { error: "Forbidden" } },
    reason: (p) => `${p} refused the search (HTTP 403)`,
  },
  {
    name: "429",
    answer: { status: 429, json: { message: "Too Many Requests", error: 429 } },
    reason: (p) => `${p} is rate limiting requests, try again in a minute`,
  },
  {
    name: "invalid JSON",
    answer: { text: "<!doctype html><title>Blocked</title>" },
    reason: (p) => `${p} answered with something unexpected`,
  },
  {
    name: "an empty body",
    answer: { text: "", contentType: "application/json" },
    reason: (p) => `${p} answered with something unexpected`,
  },
  { name: "closing the connection", answer: "close", reason: (p) => `${p} closed the connection without answering` },
  { name: "hanging up halfway through", answer: "cut", reason: (p) => `${p}'s answer was cut off` },
];

describe.each(SOCIAL_PLATFORMS)("when %s fails", (platform) => {
  const label = SOCIAL_PLATFORM_LABELS[platform];

  it.each(FAILURES)("answering $name is a 502 Data Retrieval Failed with the reason", async ({ answer, reason }) => {
    stubs[platform].answerWith(answer);
    const response = await search(app, platform);

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: "UPSTREAM", message: `${DATA_RETRIEVAL_FAILED}: ${reason(label)}` });
    expect(stubs[platform].requests.length).toBeGreaterThan(0);
  });

  it("answering JSON of the wrong shape is 'answered with something unexpected'", async () => {
    for (const json of WRONG_SHAPES[platform]) {
      stubs[platform].answerWith({ json });
      const response = await search(app, platform);
      expect(response.statusCode, JSON.stringify(json)).toBe(502);
      expect(response.json().message).toBe(`${DATA_RETRIEVAL_FAILED}: ${label} answered with something unexpected`);
    }
  });

  it("never answering is 'took too long to answer' once the deadline passes", async () => {
    stubs[platform].answerWith("hang");
    const social = createSocialSearch({ [platform]: stubs[platform].base }, { timeoutMs: 300 });
    const failure = await social.search({ platform, query: "wattle posies", limit: 5 }).catch((error) => error);

    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      code: "UPSTREAM",
      message: `${DATA_RETRIEVAL_FAILED}: ${label} took too long to answer`,
    });
    expect(failure.status).toBe(502);
  });
});

describe("a platform with no server at all", async () => {
  const offline = await createTestApp({
    dataTools: {
      socialEndpoints: {
        mastodon: await closedPortBase(),
        bluesky: await closedPortBase(),
        reddit: await closedPortBase(),
      },
    },
  });
  const staff = await signInAsAdmin(offline);

  it.each(SOCIAL_PLATFORMS)("%s could not be reached: 502", async (platform) => {
    const response = await search(offline, platform, { cookie: staff.cookie });

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: "UPSTREAM",
      message: `${DATA_RETRIEVAL_FAILED}: ${SOCIAL_PLATFORM_LABELS[platform]} could not be reached`,
    });
  });
});
