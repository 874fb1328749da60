import { type IsoDate, isIsoDate } from "@shared/domain/dates";
import { COURIERS, dispatchDateProblem, FULFILMENT_MESSAGES } from "@shared/domain/fulfilment";
import { fulfilmentInputSchema, type VendorOrder } from "@shared/schemas/fulfilment";
import type { z } from "zod";
import { deliveryDateText } from "./order-rules";

/**
 * The fulfilment dialog's rules: the route's own schema (fulfilmentInputSchema), plus the one check that
 * needs the order, the dispatch date on or before the delivery date. It runs even while other fields are
 * still wrong, so every problem shows at once.
 */
export function fulfilmentFormSchema(deliveryDate: IsoDate) {
  return fulfilmentInputSchema.refine((values) => dispatchDateProblem(values.dispatchDate, deliveryDate) === null, {
    path: ["dispatchDate"],
    message: FULFILMENT_MESSAGES.dispatchAfterDelivery,
    when: (payload) => {
      const date = (payload.value as { dispatchDate?: unknown } | undefined)?.dispatchDate;
      return typeof date === "string" && isIsoDate(date.trim());
    },
  });
}

export type FulfilmentFormInput = z.input<ReturnType<typeof fulfilmentFormSchema>>;
export type FulfilmentFormOutput = z.output<ReturnType<typeof fulfilmentFormSchema>>;

/** The form's fields, in the order they are shown (server field errors land on these). */
export const FULFILMENT_FIELDS: ReadonlySet<string> = new Set([
  "packagePhotoId",
  "inclusions",
  "dispatchDate",
  "dispatchTime",
  "courier",
  "trackingNumber",
  "notes",
  "confirmed",
]);

/**
 * The first field, in screen order, with a problem: focus goes there after a refused submit. (The photo is a
 * Controller, which react-hook-form registers after the plain fields, so its own focus order would skip it.)
 */
export function firstErrorField(errors: Partial<Record<string, unknown>>): string | null {
  for (const name of FULFILMENT_FIELDS) if (errors[name]) return name;
  return null;
}

export const COURIER_OPTIONS: readonly string[] = COURIERS;

/** The upload id of the photo already sent, so saving the dialog again keeps it. */
export function sentPhotoId(fulfilment: VendorOrder["fulfilment"]): string {
  return fulfilment?.packagePhotoId ?? "";
}

/**
 * The dialog's starting values. A first fulfilment starts on today's date when that is not after the
 * delivery date; an update starts from what was sent. The confirmation is always asked for again.
 */
export function fulfilmentDefaults(
  order: Pick<VendorOrder, "deliveryDate" | "fulfilment">,
  today: IsoDate,
): FulfilmentFormInput {
  const sent = order.fulfilment;
  const firstDispatch = dispatchDateProblem(today, order.deliveryDate) === null ? today : "";
  return {
    packagePhotoId: sentPhotoId(sent),
    inclusions: sent?.inclusions ?? "",
    dispatchDate: sent?.dispatchDate ?? firstDispatch,
    dispatchTime: sent?.dispatchTime ?? "",
    courier: (COURIER_OPTIONS.includes(sent?.courier ?? "") ? sent?.courier : "") as FulfilmentFormInput["courier"],
    trackingNumber: sent?.trackingNumber ?? "",
    notes: sent?.notes ?? "",
    confirmed: false as unknown as true,
  };
}

/** Whether the order has been sent before (the dialog then updates it, without a second e-mail). */
export function isUpdate(order: Pick<VendorOrder, "status" | "fulfilment">): boolean {
  return (
    order.status === "dispatch_scheduled" ||
    order.status === "shipped" ||
    order.status === "delivered" ||
    Boolean(order.fulfilment?.dispatchDate)
  );
}

export const FULFILMENT_SAVED = "Order marked as shipped";
export const FULFILMENT_UPDATED = "Fulfilment updated";
export const FULFILMENT_FAILED = "The fulfilment could not be saved. Please try again.";
export const FULFILMENT_OFFLINE = "The fulfilment could not be saved: check your connection and try again.";

export const FULFILMENT_SCHEDULED = "Order scheduled for dispatch";

/** "Order marked as shipped" the first time, "Fulfilment updated" after. */
export function savedToast(updating: boolean): string {
  return updating ? FULFILMENT_UPDATED : FULFILMENT_SAVED;
}

/**
 * The toast after saving, from the order as the server answered it: a box with a dispatch date still
 * ahead is scheduled, and the buyer hears about it on that date, not now.
 */
export function savedMessage(
  updating: boolean,
  saved: Pick<VendorOrder, "status" | "fulfilment">,
): { title: string; description: string } {
  if (saved.status === "dispatch_scheduled") {
    const date = saved.fulfilment?.dispatchDate;
    return {
      title: updating ? FULFILMENT_UPDATED : FULFILMENT_SCHEDULED,
      description: `We'll mark it shipped and e-mail the buyer on its dispatch date${date ? ` (${deliveryDateText(date)})` : ""}.`,
    };
  }
  return {
    title: savedToast(updating),
    description: updating
      ? "Your changes are saved. The buyer was already told it is on its way."
      : "We've e-mailed the buyer that it's on its way, with the courier and tracking.",
  };
}
