import { z } from "zod";
import {
  CAPACITY_MESSAGE,
  CLOSED_DATE_FORMAT_MESSAGE,
  MAX_CLOSED_DATES,
  MAX_DAILY_CAPACITY,
  MIN_DAILY_CAPACITY,
  TOO_MANY_CLOSED_DATES,
} from "../domain/capacity";
import { isIsoDate } from "../domain/dates";

/** Orders a vendor takes per delivery day: a whole number from 1 to 500. */
export const dailyCapacityField = z
  .number({ error: CAPACITY_MESSAGE })
  .int(CAPACITY_MESSAGE)
  .min(MIN_DAILY_CAPACITY, CAPACITY_MESSAGE)
  .max(MAX_DAILY_CAPACITY, CAPACITY_MESSAGE);

/** Closed dates as ISO dates, each once, in order (today-or-later and within a year is the service's check). */
export const closedDatesField = z
  .array(z.string({ error: CLOSED_DATE_FORMAT_MESSAGE }).refine(isIsoDate, CLOSED_DATE_FORMAT_MESSAGE), {
    error: CLOSED_DATE_FORMAT_MESSAGE,
  })
  .max(MAX_CLOSED_DATES, TOO_MANY_CLOSED_DATES)
  .transform((dates) => [...new Set(dates)].sort());

/** PUT /api/vendor/capacity: the vendor's daily capacity and every closed date from today on. */
export const capacitySettingsInputSchema = z.object({
  dailyCapacity: dailyCapacityField,
  closedDates: closedDatesField,
});
export type CapacitySettingsInput = z.input<typeof capacitySettingsInputSchema>;

/** GET/PUT /api/vendor/capacity: the settings, and the range of dates a closure may take. */
export const capacitySettingsSchema = z.object({
  dailyCapacity: z.number(),
  /** Closed dates from today on, in order. */
  closedDates: z.array(z.string()),
  today: z.string(),
  lastClosableDate: z.string(),
});
export type CapacitySettings = z.infer<typeof capacitySettingsSchema>;

export const vendorLoadDaySchema = z.object({
  date: z.string(),
  /** Orders assigned to the vendor for that delivery date. */
  orders: z.number(),
  closed: z.boolean(),
});

/** GET /api/admin/vendor-load: each approved vendor's orders per day against its capacity, for two weeks. */
export const vendorLoadSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Unassigned open orders per day, one per date of the window. */
  unassigned: z.array(z.object({ date: z.string(), orders: z.number() })),
  vendors: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      dailyCapacity: z.number(),
      days: z.array(vendorLoadDaySchema),
    }),
  ),
});
export type VendorLoad = z.infer<typeof vendorLoadSchema>;

/** POST /api/admin/fulfillment-orders/{id}/route: where routing the order again sent it. */
export const rerouteResultSchema = z.object({
  orderId: z.number(),
  routed: z.boolean(),
  supplierId: z.number().nullable(),
  vendorName: z.string().nullable(),
  message: z.string(),
});
export type RerouteResult = z.infer<typeof rerouteResultSchema>;
