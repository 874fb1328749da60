// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen, stubApi } from "../../lib/test-support";
import { RecipientDeleteDialog } from "./recipient-delete-dialog";

function openDialog(hasLiveSubscription: boolean) {
  const api = stubApi({ "DELETE /api/recipient-profiles/41": { status: 204 } });
  renderScreen(
    <RecipientDeleteDialog
      userId={7}
      recipientId={41}
      name="Jamie Rivers"
      hasLiveSubscription={hasLiveSubscription}
      onDeleted={() => {}}
    />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Delete Jamie Rivers" }));
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("deleting a recipient", () => {
  // Regression: it asked twice, then the server refused because of the active subscription.
  it("with an active subscription, says so at once and asks nothing", async () => {
    const api = openDialog(true);
    const dialog = await screen.findByRole("dialog", { name: "Cancel the Subscription First" });
    expect(dialog.textContent).toContain("Jamie Rivers has an active subscription");
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Permanently" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Keep Profile" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("without one, asks twice and then deletes", async () => {
    const api = openDialog(false);
    await screen.findByRole("dialog", { name: "Thinking of Deleting This Recipient?" });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("dialog", { name: "Final Confirmation Required" });
    fireEvent.click(screen.getByRole("button", { name: "Delete Permanently" }));
    await vi.waitFor(() => expect(api.calls.map((call) => call.method)).toEqual(["DELETE"]));
  });

  it("waits for the subscriptions before offering to delete", () => {
    stubApi({});
    renderScreen(
      <RecipientDeleteDialog
        userId={7}
        recipientId={41}
        name="Jamie Rivers"
        hasLiveSubscription={null}
        onDeleted={() => {}}
      />,
    );
    expect(screen.getByRole("button", { name: "Delete Jamie Rivers" })).toHaveProperty("disabled", true);
  });
});
