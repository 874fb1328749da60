// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignInForm, type SignInFormProps } from "./sign-in-form";

function renderForm(overrides: Partial<SignInFormProps> = {}) {
  const props: SignInFormProps = {
    name: "Vendor sign in",
    submitLabel: "Sign In",
    pendingLabel: "Signing in...",
    signIn: vi.fn(async () => {}),
    failureText: () => "Invalid email or password",
    onFailure: vi.fn(),
    onBusyChange: vi.fn(),
    ...overrides,
  };
  render(<SignInForm {...props} />);
  return props;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true, selector: "input" }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: /Sign In|Signing in/ }));

afterEach(cleanup);

describe("SignInForm", () => {
  it("asks for a valid e-mail and a password with the spec's messages, and sends nothing", async () => {
    const props = renderForm();
    type("Email", "not-an-address");
    submit();
    await screen.findByText("Please enter a valid email address");
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(props.signIn).not.toHaveBeenCalled();
  });

  it("signs in with what was typed, busy until it settles", async () => {
    let finish: () => void = () => {};
    const props = renderForm({ signIn: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))) });
    expect(screen.getByRole("form", { name: "Vendor sign in" })).toBeTruthy();
    type("Email", "rosa@example.com");
    type("Password", "florist password 1");
    submit();
    await waitFor(() =>
      expect(props.signIn).toHaveBeenCalledWith({ email: "rosa@example.com", password: "florist password 1" }),
    );
    const button = screen.getByRole("button", { name: "Signing in..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(props.onBusyChange).toHaveBeenLastCalledWith(true);
    finish();
    await waitFor(() => expect(props.onBusyChange).toHaveBeenLastCalledWith(false));
  });

  it("shows a refusal in its red banner and tells the page", async () => {
    const props = renderForm({ signIn: vi.fn(async () => Promise.reject(new Error("401"))) });
    type("Email", "rosa@example.com");
    type("Password", "wrong");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");
    expect(props.onFailure).toHaveBeenCalledWith("Invalid email or password");
    expect((screen.getByRole("button", { name: "Sign In" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("lets the password be shown, with a real toggle button", () => {
    renderForm();
    const password = screen.getByLabelText("Password", { exact: true, selector: "input" }) as HTMLInputElement;
    expect(password.type).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.type).toBe("text");
    expect(screen.getByRole("button", { name: "Show password" }).getAttribute("aria-pressed")).toBe("true");
  });
});
