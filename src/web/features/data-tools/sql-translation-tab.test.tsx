// @vitest-environment happy-dom
import { QUERY_REFUSED, SQL_EDIT_MESSAGE, SQL_QUESTION_MESSAGE, TRANSLATION_FAILED } from "@shared/schemas/data-tools";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
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

const GENERATED = `select "gift_boxes"."category" as "category", count(*) as "count" from "gift_boxes" group by "gift_boxes"."category"`;
const EDITED =
  "select gift_boxes.category as category, count(*) as boxes from gift_boxes where gift_boxes.is_active group by gift_boxes.category";

/** The browser's fetch answering each data-tools route from `routes`; every request is kept. */
function serve(routes: Record<string, (body: Record<string, unknown>) => [number, unknown]>) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ url, body });
      const [status, answer] = routes[url]!(body);
      return new Response(JSON.stringify(answer), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

const translation = {
  query: GENERATED,
  metadata: { complexity: "moderate", database_type: "postgresql", tables: ["gift_boxes"] },
  understood: "Number of gift boxes, for each category.",
};

describe("editing the generated SQL", () => {
  it("runs staff's edit through the checked-SQL route and shows its rows", async () => {
    const calls = serve({
      "/api/translate-sql": () => [200, translation],
      "/api/translate-sql/run-sql": (body) => [
        200,
        { query: body.sql, columns: ["category", "boxes"], rows: [["flowers", 4]], truncated: false, chart: null },
      ],
    });
    renderWithQueries(<SqlTranslationTab />);
    ask("Gift boxes by category");
    const editor = (await screen.findByLabelText("SQL")) as HTMLTextAreaElement;
    expect(editor.value).toBe(GENERATED);
    // The hint is the editor's description, so a screen reader hears the limits with the field.
    expect(editor.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(editor.getAttribute("aria-describedby")!)?.textContent).toMatch(/read-only SELECT/);

    fireEvent.change(editor, { target: { value: `  ${EDITED}\n` } });
    await screen.findByText("Edited: Run my edit runs your version");
    fireEvent.click(screen.getByRole("button", { name: "Run my edit" }));
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("cell", { name: "flowers" })).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(["/api/translate-sql", "/api/translate-sql/run-sql"]);
    expect(calls[1]!.body).toEqual({ sql: EDITED });
  });

  it("shows the server's refusal, and asks for SQL rather than sending an empty box", async () => {
    const refusal = `${QUERY_REFUSED}: the column users.password_hash is not one staff may see. Nothing was run.`;
    const calls = serve({
      "/api/translate-sql": () => [200, translation],
      "/api/translate-sql/run-sql": () => [400, { code: "VALIDATION", message: refusal }],
    });
    renderWithQueries(<SqlTranslationTab />);
    ask("Gift boxes by category");
    const editor = await screen.findByLabelText("SQL");
    fireEvent.change(editor, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Run my edit" }));
    expect((await screen.findByRole("alert")).textContent).toBe(SQL_EDIT_MESSAGE);
    expect(editor.getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(1);

    fireEvent.change(editor, { target: { value: "select users.password_hash from users" } });
    fireEvent.click(screen.getByRole("button", { name: "Run my edit" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect(screen.queryByRole("table")).toBeNull();
  });
});
