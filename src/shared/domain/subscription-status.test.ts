import { describe, expect, it } from "vitest";
import { alreadyPausedMessage, pausedToastText, pauseHint } from "./subscription-status";

describe("the words for a pause", () => {
  it("keep the spec's 'one month' for monthly boxes", () => {
    expect(pauseHint("monthly")).toBe(
      "You can pause your subscription after your first delivery. Each pause skips one month and resumes automatically — you can pause again later if needed.",
    );
    expect(alreadyPausedMessage("monthly")).toBe(
      "This subscription is already paused. Only one month can be paused at a time.",
    );
    expect(pausedToastText("monthly")).toBe(
      "Your subscription is paused for one month and resumes automatically. No charge during the pause.",
    );
  });

  // Regression: weekly, fortnightly and quarterly plans were told a pause skips a month.
  it.each(["weekly", "fortnightly", "quarterly"])("say one delivery for %s boxes, never a month", (frequency) => {
    for (const text of [pauseHint(frequency), alreadyPausedMessage(frequency), pausedToastText(frequency)]) {
      expect(text).toMatch(/one delivery/);
      expect(text).not.toMatch(/month/);
    }
  });
});
