import { FULFILMENT_MESSAGES } from "@shared/domain/fulfilment";
import { describe, expect, it } from "vitest";
import {
  firstErrorField,
  fulfilmentDefaults,
  fulfilmentFormSchema,
  isUpdate,
  savedMessage,
  savedToast,
  sentPhotoId,
} from "./fulfilment-rules";
import { deliveryDateText } from "./order-rules";
import { vendorOrder } from "./order-test-fixtures";

const PHOTO_ID = "AbCdEfGhIjKlMnOpQrStUvWx";
const sent = {
  packagePhotoId: PHOTO_ID,
  packagePhotoUrl: "/api/fulfilment-orders/1/package-photo",
  inclusions: "Posy\nCard",
  dispatchDate: "2026-11-18",
  dispatchTime: "09:30",
  courier: "DHL",
  trackingNumber: "TRK123",
  notes: null,
};

const errorsOf = (deliveryDate: string, values: Record<string, unknown>) => {
  const result = fulfilmentFormSchema(deliveryDate).safeParse(values);
  const errors: Record<string, string> = {};
  // The form shows a field's first problem, as zodResolver does.
  for (const issue of result.success ? [] : result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
};

describe("fulfilment form defaults", () => {
  it("starts a first fulfilment on today, blank otherwise, and unconfirmed", () => {
    expect(fulfilmentDefaults(vendorOrder({ deliveryDate: "2026-11-20" }), "2026-11-18")).toEqual({
      packagePhotoId: "",
      inclusions: "",
      dispatchDate: "2026-11-18",
      dispatchTime: "",
      courier: "",
      trackingNumber: "",
      notes: "",
      confirmed: false,
    });
  });

  it("leaves the dispatch date blank for an overdue order (today would be after delivery)", () => {
    expect(fulfilmentDefaults(vendorOrder({ deliveryDate: "2026-11-17" }), "2026-11-18").dispatchDate).toBe("");
  });

  it("pre-fills an update from what was sent, keeping the photo, and asks for the confirmation again", () => {
    const values = fulfilmentDefaults(vendorOrder({ status: "shipped", fulfilment: sent }), "2026-11-19");
    expect(values).toEqual({
      packagePhotoId: PHOTO_ID,
      inclusions: "Posy\nCard",
      dispatchDate: "2026-11-18",
      dispatchTime: "09:30",
      courier: "DHL",
      trackingNumber: "TRK123",
      notes: "",
      confirmed: false,
    });
  });

  it("drops a courier that is not on the list", () => {
    const values = fulfilmentDefaults(vendorOrder({ fulfilment: { ...sent, courier: "Pigeon" } }), "2026-11-18");
    expect(values.courier).toBe("");
  });

  it("keeps the photo already sent", () => {
    expect(sentPhotoId(sent)).toBe(PHOTO_ID);
    expect(sentPhotoId({ ...sent, packagePhotoId: null })).toBe("");
    expect(sentPhotoId(null)).toBe("");
  });

  it("knows an update from a first fulfilment", () => {
    expect(isUpdate(vendorOrder())).toBe(false);
    expect(isUpdate(vendorOrder({ status: "shipped", fulfilment: sent }))).toBe(true);
    expect(savedToast(false)).toBe("Order marked as shipped");
    expect(savedToast(true)).toBe("Fulfilment updated");
  });

  it("says a box with a later dispatch date is scheduled, and that the buyer hears on that date", () => {
    const scheduled = vendorOrder({
      status: "dispatch_scheduled",
      fulfilment: { ...sent, dispatchDate: "2026-12-02" },
    });
    expect(isUpdate(scheduled)).toBe(true);
    expect(savedMessage(false, scheduled)).toEqual({
      title: "Order scheduled for dispatch",
      description: `We'll mark it shipped and e-mail the buyer on its dispatch date (${deliveryDateText("2026-12-02")}).`,
    });
    expect(savedMessage(false, vendorOrder({ status: "shipped", fulfilment: sent })).title).toBe(
      "Order marked as shipped",
    );
  });
});

describe("fulfilment form rules", () => {
  const valid = {
    packagePhotoId: PHOTO_ID,
    inclusions: "Posy",
    dispatchDate: "2026-11-19",
    dispatchTime: "",
    courier: "",
    trackingNumber: "",
    notes: "",
    confirmed: true,
  };

  it("accepts a complete form and sends blanks as null", () => {
    const result = fulfilmentFormSchema("2026-11-20").parse(valid);
    expect(result).toMatchObject({ dispatchTime: null, courier: null, trackingNumber: null, notes: null });
  });

  it("asks for every required field with the dialog's messages", () => {
    const errors = errorsOf("2026-11-20", {
      ...valid,
      packagePhotoId: "",
      inclusions: "  ",
      dispatchDate: "",
      confirmed: false,
    });
    expect(errors).toMatchObject({
      packagePhotoId: FULFILMENT_MESSAGES.photo,
      inclusions: FULFILMENT_MESSAGES.inclusions,
      dispatchDate: FULFILMENT_MESSAGES.dispatchDate,
      confirmed: FULFILMENT_MESSAGES.confirm,
    });
  });

  it("refuses a dispatch date after the delivery date, even with other fields still wrong", () => {
    expect(errorsOf("2026-11-20", { ...valid, dispatchDate: "2026-11-21" })).toEqual({
      dispatchDate: FULFILMENT_MESSAGES.dispatchAfterDelivery,
    });
    expect(errorsOf("2026-11-20", { ...valid, dispatchDate: "2026-11-21", confirmed: false })).toMatchObject({
      dispatchDate: FULFILMENT_MESSAGES.dispatchAfterDelivery,
      confirmed: FULFILMENT_MESSAGES.confirm,
    });
    expect(errorsOf("2026-11-20", { ...valid, dispatchDate: "2026-11-20" })).toEqual({});
  });

  it("checks the optional time, and takes a courier from the list", () => {
    expect(errorsOf("2026-11-20", { ...valid, dispatchTime: "9am" })).toEqual({
      dispatchTime: FULFILMENT_MESSAGES.time,
    });
    expect(errorsOf("2026-11-20", { ...valid, dispatchTime: "17:45", courier: "Australia Post" })).toEqual({});
    expect(Object.keys(errorsOf("2026-11-20", { ...valid, courier: "Pigeon" }))).toEqual(["courier"]);
  });
});

describe("focus after a refused submit", () => {
  it("goes to the first wrong field in screen order, the photo first", () => {
    expect(firstErrorField({ confirmed: {}, inclusions: {}, packagePhotoId: {} })).toBe("packagePhotoId");
    expect(firstErrorField({ confirmed: {}, dispatchDate: {} })).toBe("dispatchDate");
    expect(firstErrorField({})).toBeNull();
  });
});
