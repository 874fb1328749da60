import { NO_VENDOR_YET_MESSAGE } from "@shared/domain/fulfilment";
import { describe, expect, it } from "vitest";
import { coverageNoticeText, coverageRequest, coverageSearch } from "./coverage-rules";

describe("coverageRequest", () => {
  it("asks for a 4-digit postcode, the state and the plan", () => {
    expect(coverageRequest(" 0872 ", "NT", "in-bloom")).toEqual({ postcode: "0872", state: "NT", plan: "in-bloom" });
  });

  it("asks nothing without a real-looking postcode or a plan", () => {
    expect(coverageRequest(null, "NSW", "in-bloom")).toBeNull();
    expect(coverageRequest("20", "NSW", "in-bloom")).toBeNull();
    expect(coverageRequest("2042", "NSW", null)).toBeNull();
    expect(coverageRequest("2042", "NSW", "  ")).toBeNull();
  });

  it("leaves out a blank state and names the Lucky Dip by its current key", () => {
    expect(coverageRequest("2042", "", "lucky-dip")).toEqual({ postcode: "2042", state: null, plan: "the-lucky-dip" });
  });
});

describe("coverageSearch", () => {
  it("builds the query string, without a state when there is none", () => {
    expect(coverageSearch({ postcode: "2042", state: "NSW", plan: "in-bloom" })).toBe(
      "postcode=2042&state=NSW&plan=in-bloom",
    );
    expect(coverageSearch({ postcode: "2042", state: null, plan: "in-bloom" })).toBe("postcode=2042&plan=in-bloom");
  });
});

describe("coverageNoticeText", () => {
  it("says nothing while loading or when a vendor covers it", () => {
    expect(coverageNoticeText(undefined)).toBeNull();
    expect(coverageNoticeText({ knownPostcode: true, covered: true, message: null })).toBeNull();
  });

  it("shows the server's message when no vendor covers it yet", () => {
    expect(coverageNoticeText({ knownPostcode: true, covered: false, message: "Server words." })).toBe("Server words.");
  });

  it("falls back to the shared message when the server gives none", () => {
    expect(coverageNoticeText({ knownPostcode: true, covered: false, message: null })).toBe(NO_VENDOR_YET_MESSAGE);
    expect(coverageNoticeText({ knownPostcode: false, covered: false, message: " " })).toBe(NO_VENDOR_YET_MESSAGE);
  });
});
