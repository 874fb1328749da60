// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CheckboxCardGroup } from "./checkbox-card-group";

const OPTIONS = [
  { value: "florist", label: "Florist", hint: "In Bloom" },
  { value: "gourmet", label: "Gourmet" },
];

function Form({ onSubmit, locked, error }: { onSubmit: (values: unknown) => void; locked?: string[]; error?: string }) {
  const form = useForm<{ categories: string[] }>({ defaultValues: { categories: ["gourmet"] } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <CheckboxCardGroup
        legend="What you can fulfil"
        options={OPTIONS}
        registration={form.register("categories")}
        locked={locked}
        note={locked ? "Staff change these." : undefined}
        error={error}
      />
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(cleanup);

describe("CheckboxCardGroup", () => {
  it("names each box by its card and sends the ticked values", async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    expect(screen.getByRole("group", { name: "What you can fulfil" })).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: "Gourmet" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: /Florist/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0]![0] as { categories: string[] }).categories.sort()).toEqual(["florist", "gourmet"]);
    expect(screen.getByText("In Bloom")).toBeTruthy();
  });

  it("reads its error with the group and marks each box invalid", () => {
    render(<Form onSubmit={() => {}} error="Please choose at least one category" />);
    const group = screen.getByRole("group", { name: "What you can fulfil" });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Please choose at least one category");
    expect(group.getAttribute("aria-describedby")).toContain(alert.id);
    for (const box of screen.getAllByRole("checkbox")) expect(box.getAttribute("aria-invalid")).toBe("true");
  });

  it("shows locked values ticked and unchangeable, with the note, and sends none of them", async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} locked={["florist"]} />);
    const florist = screen.getByRole("checkbox", { name: /Florist/ }) as HTMLInputElement;
    expect(florist.checked).toBe(true);
    expect(florist.disabled).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Gourmet" }) as HTMLInputElement).checked).toBe(false);
    const note = screen.getByText("Staff change these.");
    expect(screen.getByRole("group").getAttribute("aria-describedby")).toContain(note.id);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ categories: ["gourmet"] });
  });
});
