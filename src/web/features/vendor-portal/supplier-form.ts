import { formatAbn } from "@shared/domain/abn";
import { SUPPLIER_CATEGORIES, type SupplierCategory } from "@shared/domain/vendor-categories";
import type { User } from "@shared/schemas/auth";
import {
  DEFAULT_SERVICE_RADIUS_KM,
  SUPPLIER_COUNTRIES,
  type Supplier,
  type SupplierUpdateInput,
  type supplierCreateSchema,
  type supplierUpdateSchema,
} from "@shared/schemas/supplier";
import type { z } from "zod";

export type RegistrationInput = z.input<typeof supplierCreateSchema>;
export type RegistrationOutput = z.output<typeof supplierCreateSchema>;
export type BusinessInfoInput = z.input<typeof supplierUpdateSchema>;
export type BusinessInfoOutput = z.output<typeof supplierUpdateSchema>;
type Country = (typeof SUPPLIER_COUNTRIES)[number];

/** The registration form's fields (server field errors land only on these). */
export const REGISTRATION_FIELDS: ReadonlySet<string> = new Set([
  "name",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "zipCode",
  "country",
  "serviceRadius",
  "categories",
]);

/** The business-info edit adds the application's optional details. */
export const BUSINESS_INFO_FIELDS: ReadonlySet<string> = new Set([
  ...REGISTRATION_FIELDS,
  "description",
  "serviceArea",
  "website",
  "instagramHandle",
  "tiktokHandle",
  "gstRegistered",
  "abn",
]);

function knownCountry(value: string | null | undefined): Country {
  if (!value?.trim()) return "Australia";
  return (SUPPLIER_COUNTRIES as readonly string[]).includes(value) ? (value as Country) : "Other";
}

/** The registration form starts from what the account already knows (the vendor can change any of it). */
export function registrationDefaults(
  user: Pick<User, "email" | "phone" | "city" | "suburb" | "state" | "postcode"> | null,
): RegistrationInput {
  return {
    name: "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
    address: "",
    city: user?.city || user?.suburb || "",
    state: user?.state ?? "",
    zipCode: user?.postcode ?? "",
    country: "Australia",
    serviceRadius: DEFAULT_SERVICE_RADIUS_KM,
    categories: [],
  };
}

/** The edit form pre-filled from the saved record; unknown categories are dropped (the schema would refuse them). */
export function supplierToForm(supplier: Supplier): BusinessInfoInput {
  return {
    name: supplier.name,
    email: supplier.email,
    phone: supplier.phone,
    address: supplier.address,
    city: supplier.city || supplier.suburb || "",
    state: supplier.state,
    zipCode: supplier.zipCode,
    country: knownCountry(supplier.country),
    serviceRadius: supplier.serviceRadius,
    categories: knownCategories(supplier.categories),
    description: supplier.description ?? "",
    serviceArea: supplier.serviceArea ?? "",
    website: supplier.website ?? "",
    instagramHandle: supplier.instagramHandle ?? "",
    tiktokHandle: supplier.tiktokHandle ?? "",
    gstRegistered: supplier.gstRegistered,
    abn: supplier.abn ? formatAbn(supplier.abn) : "",
  };
}

export function knownCategories(categories: readonly string[]): SupplierCategory[] {
  return SUPPLIER_CATEGORIES.filter((category) => categories.includes(category));
}

/** The PATCH body: categories only when the vendor may change them (the server refuses an approved vendor's change). */
export function toSupplierPatch(values: BusinessInfoOutput, canEditCategories: boolean): SupplierUpdateInput {
  const { categories, ...rest } = values;
  return canEditCategories && categories ? { ...rest, categories } : rest;
}
