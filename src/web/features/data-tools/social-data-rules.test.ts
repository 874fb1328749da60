import { DATA_RETRIEVAL_FAILED, socialDataRequestSchema } from "@shared/schemas/data-tools";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  emptyResultsText,
  isFieldRefusal,
  postDateText,
  queryHint,
  resultCountText,
  SOCIAL_OFFLINE,
  socialErrorText,
  socialFormDefaults,
  viewLinkText,
} from "./social-data-rules";

describe("postDateText", () => {
  it("shows an instant in en-AU, Sydney time", () => {
    expect(postDateText("2026-02-14T03:00:00.000Z")).toBe("14 Feb 2026, 2:00 pm AEDT");
    expect(postDateText("2026-08-01T00:30:00Z")).toBe("1 Aug 2026, 10:30 am AEST");
  });
  it("shows an unreadable value as it came", () => {
    expect(postDateText("yesterday")).toBe("yesterday");
  });
});

describe("result words", () => {
  it("counts posts with the platform and the search", () => {
    expect(resultCountText(1, "bluesky", "wattle")).toBe("1 post from Bluesky for “wattle”");
    expect(resultCountText(50, "reddit", "gift box")).toBe("50 posts from Reddit for “gift box”");
  });
  it("names the platform in the empty state and the link", () => {
    expect(emptyResultsText("mastodon", "posies")).toBe("No posts matched “posies” on Mastodon.");
    expect(viewLinkText("reddit")).toBe("View on Reddit");
  });
  it("tells staff that Mastodon searches a hashtag", () => {
    expect(queryHint("mastodon")).toContain("#giftboxes");
    expect(queryHint("bluesky")).not.toContain("hashtag");
  });
});

describe("socialErrorText", () => {
  const upstream = (message: string) => new ApiError(502, message, { code: "UPSTREAM", message });

  it("shows the platform's failure with its reason", () => {
    const message = `${DATA_RETRIEVAL_FAILED}: Reddit is rate limiting requests, try again in a minute`;
    expect(socialErrorText(upstream(message))).toBe(message);
  });
  it("shows a field's refusal as the server words it", () => {
    const error = new ApiError(400, "Limit must be between 1 and 50", {
      code: "VALIDATION",
      message: "Limit must be between 1 and 50",
    });
    expect(socialErrorText(error)).toBe("Limit must be between 1 and 50");
  });
  it("falls back to the spec's words for any other server error, and says when the request never left", () => {
    const internal = new ApiError(500, "Something went wrong on our side.", { code: "INTERNAL", message: "x" });
    expect(socialErrorText(internal)).toBe(DATA_RETRIEVAL_FAILED);
    expect(socialErrorText(upstream("The payment provider could not be reached."))).toBe(DATA_RETRIEVAL_FAILED);
    expect(socialErrorText(new TypeError("Failed to fetch"))).toBe(SOCIAL_OFFLINE);
  });
});

describe("socialFormDefaults", () => {
  it("starts on Mastodon with the default limit of 10, which the shared schema accepts once a search is typed", () => {
    const defaults = socialFormDefaults();
    expect(socialDataRequestSchema.parse({ ...defaults, query: "posies" })).toEqual({
      platform: "mastodon",
      query: "posies",
      limit: 10,
    });
  });
});

describe("isFieldRefusal", () => {
  it("is true only when the server named one of the form's fields", () => {
    const body = (fieldErrors?: Record<string, string>) => ({ code: "VALIDATION" as const, message: "m", fieldErrors });
    expect(isFieldRefusal(new ApiError(400, "m", body({ query: "m" })))).toBe(true);
    expect(isFieldRefusal(new ApiError(400, "m", body({ body: "m" })))).toBe(false);
    expect(isFieldRefusal(new ApiError(502, "m", { code: "UPSTREAM", message: "m" }))).toBe(false);
  });
});
