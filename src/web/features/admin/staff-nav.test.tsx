// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { StaffNav } from "./staff-nav";

const marked = (url: string) => {
  render(
    <MemoryRouter initialEntries={[url]}>
      <StaffNav />
    </MemoryRouter>,
  );
  return screen
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.textContent);
};

describe("the staff pages' links", () => {
  afterEach(cleanup);

  it("keeps Customers marked on one customer's page", () => {
    expect(marked("/admin/customers/31")).toEqual(["Customers"]);
  });

  it("marks only Vendor load on its page, not Vendors as well", () => {
    expect(marked("/admin/vendors/load")).toEqual(["Vendor load"]);
  });
});
