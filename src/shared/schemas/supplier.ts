import { z } from "zod";
import { ABN_MESSAGE, abnDigits, isValidAbn } from "../domain/abn";
import { SUPPLIER_CATEGORIES } from "../domain/vendor-categories";
import { VENDOR_STATUSES } from "../domain/vendor-status";
import { emailField, requiredText } from "./fields";
import { handleField, websiteField } from "./vendor-application";

export const SUPPLIER_COUNTRIES = ["Australia", "New Zealand", "Other"] as const;
export const DEFAULT_SERVICE_RADIUS_KM = 40;
export const MAX_SERVICE_RADIUS_KM = 1000;
const RADIUS_MESSAGE = "Service radius must be at least 1 kilometre";
const POSTCODE_MESSAGE = "Please enter a valid postal code";

export const serviceRadiusField = z.coerce
  .number({ error: RADIUS_MESSAGE })
  .int("Service radius must be a whole number of kilometres")
  .min(1, RADIUS_MESSAGE)
  .max(MAX_SERVICE_RADIUS_KM, `Service radius must be at most ${MAX_SERVICE_RADIUS_KM} kilometres`);

export const supplierCategoriesField = z
  .array(z.enum(SUPPLIER_CATEGORIES, { error: "Please select at least one category you can fulfill" }), {
    error: "Please select at least one category you can fulfill",
  })
  .min(1, "Please select at least one category you can fulfill")
  .max(SUPPLIER_CATEGORIES.length)
  .transform((list) => [...new Set(list)]);

export const GST_NEEDS_ABN = "Please enter your ABN: statements show GST only with it";

/** An ABN typed with or without spaces, kept as its 11 digits; empty clears it. */
export const abnField = z
  .string({ error: ABN_MESSAGE })
  .trim()
  .max(20, ABN_MESSAGE)
  .refine((value) => value === "" || isValidAbn(value), ABN_MESSAGE)
  .transform((value) => (value === "" ? null : abnDigits(value)))
  .nullish();

export const gstRegisteredField = z.boolean({ error: "Please say whether you are registered for GST" });

/** The portal's supplier fields (spec §5), shared by registration and the business-info edit. */
const supplierFields = z.object({
  name: requiredText(2, "Business name must be at least 2 characters", 120),
  email: emailField,
  phone: requiredText(10, "Please enter a valid phone number", 30),
  address: requiredText(5, "Please enter a valid address", 200),
  city: requiredText(2, "Please enter your city", 100),
  state: requiredText(2, "Please enter your state", 50),
  zipCode: requiredText(2, POSTCODE_MESSAGE, 10),
  country: z.enum(SUPPLIER_COUNTRIES, { error: "Please select your country" }),
  serviceRadius: serviceRadiusField,
  categories: supplierCategoriesField,
  // Business info the application collected; optional in the portal.
  description: z.string().trim().max(2000).nullish(),
  serviceArea: z.string().trim().max(500).nullish(),
  website: websiteField,
  instagramHandle: handleField,
  tiktokHandle: handleField,
  // GST registration and ABN: shown on payout statements (PRODUCT.md "Payouts").
  gstRegistered: gstRegisteredField.optional(),
  abn: abnField,
});

/** Australian postcodes are 4 digits (routing needs them); other countries' codes are free text. */
const australianPostcode = <T extends { country?: string; zipCode?: string }>(value: T, ctx: z.RefinementCtx) => {
  if ((value.country ?? "Australia") === "Australia" && value.zipCode !== undefined && !/^\d{4}$/.test(value.zipCode)) {
    ctx.addIssue({ code: "custom", message: POSTCODE_MESSAGE, path: ["zipCode"] });
  }
};

/** POST /api/suppliers: userId is optional and may only name the caller (staff excepted). */
export const supplierCreateSchema = supplierFields
  .extend({
    country: supplierFields.shape.country.default("Australia"),
    serviceRadius: serviceRadiusField.default(DEFAULT_SERVICE_RADIUS_KM),
    userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .superRefine(australianPostcode);
export type SupplierCreateInput = z.input<typeof supplierCreateSchema>;

/** PATCH /api/suppliers/{id}: any of the same fields, same rules (no defaults: what is not sent stays). */
export const supplierUpdateSchema = supplierFields
  .partial()
  .superRefine(australianPostcode)
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update" });
export type SupplierUpdateInput = z.input<typeof supplierUpdateSchema>;

/** GET /api/suppliers?userId: the caller's own id unless staff. */
export const supplierQuerySchema = z.object({
  userId: z.coerce.number({ error: "userId must be a number" }).int().positive().max(2_147_483_647).optional(),
});

export const supplierIdParams = z.object({
  id: z.coerce
    .number({ error: "Supplier not found" })
    .int("Supplier not found")
    .positive("Supplier not found")
    .max(2_147_483_647, "Supplier not found"),
});

export const supplierSchema = z.object({
  id: z.number(),
  userId: z.number(),
  name: z.string(),
  contactName: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  website: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  tiktokHandle: z.string().nullable(),
  businessType: z.string().nullable(),
  description: z.string().nullable(),
  serviceArea: z.string().nullable(),
  serviceRadius: z.number(),
  categories: z.array(z.string()),
  gstRegistered: z.boolean(),
  abn: z.string().nullable(),
  /** Orders it takes per delivery day (routing and claiming skip it when full). */
  dailyCapacity: z.number(),
  status: z.enum(VENDOR_STATUSES),
  isApproved: z.boolean(),
  /** Staff's reason for the last rejection or suspension, shown to the vendor. */
  statusReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;
