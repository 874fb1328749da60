// @vitest-environment happy-dom
import { SQL_QUESTION_MESSAGE, TRANSLATION_FAILED } from "@shared/schemas/data-tools";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SqlTranslationTab } from "./sql-translation-tab";
import { answer, renderWithQueries } from "./tab-test-support";

function ask(question: string) {
  fireEvent.change(screen.getByLabelText("Question"), { target: { value: question } });
  fireEvent.click(screen.getByRole("button", { name: "Translate" }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SQL Translation tab", () => {
  // Regression: the new field message showed above the previous red result, which stayed.
  it("clears the previous answer when the form refuses the next question", async () => {
    const message = `${TRANSLATION_FAILED}: I could not find a table for that`;
    const server = answer(400, { code: "VALIDATION", message });
    server.release();
    renderWithQueries(<SqlTranslationTab />);
    ask("tell me a joke about the weather");
    expect((await screen.findByRole("alert")).textContent).toBe(message);

    ask("ab");
    await screen.findByText(SQL_QUESTION_MESSAGE);
    expect(screen.queryByText(message)).toBeNull();
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([SQL_QUESTION_MESSAGE]);
    expect(server.calls).toHaveLength(1);
  });
});
