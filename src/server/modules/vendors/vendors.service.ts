import type { z } from "zod";
import { postcodesIn } from "../../../shared/domain/service-area";
import { supplierCategoriesForBusinessType } from "../../../shared/domain/vendor-categories";
import {
  canEditCatalogue,
  canReapply,
  REAPPLIED_NOTE,
  REAPPLY_REFUSED,
  VENDOR_READ_ONLY_MESSAGE,
} from "../../../shared/domain/vendor-status";
import type { loginSchema } from "../../../shared/schemas/auth";
import { GST_NEEDS_ABN, type supplierCreateSchema, type supplierUpdateSchema } from "../../../shared/schemas/supplier";
import {
  CUSTOMER_AT_VENDOR_SIGNIN,
  DUPLICATE_VENDOR_EMAIL,
  STAFF_AT_VENDOR_SIGNIN,
  type Vendor,
  type vendorApplicationSchema,
} from "../../../shared/schemas/vendor-application";
import type { AppContext } from "../../context";
import type { users } from "../../db/schema";
import { queueEmail } from "../../integrations/email/outbox";
import { vendorApplicationReceivedEmail } from "../../integrations/email/vendor-templates";
import { AppError, conflict, forbidden, notFound, validation } from "../../lib/errors";
import type { AuthService } from "../auth/auth.service";
import type { CatalogueRefresh } from "./ports";
import { toSupplierDto } from "./supplier-dto";
import { vendorsRepository as repo, type SupplierRow } from "./vendors.repository";

type UserRow = typeof users.$inferSelect;

export const NO_SUPPLIER_RECORD = "No supplier record";
export const SUPPLIER_EXISTS = "You already have a supplier record.";
export const CATEGORIES_LOCKED = "Contact us to change the categories you fulfil.";

/** The vendor object of the sign-in (spec §3 "Vendor stored login"). */
function toVendor(user: UserRow, supplier: SupplierRow | undefined): Vendor {
  return {
    id: user.id,
    email: user.email,
    contactName: supplier?.contactName ?? user.fullName,
    supplierId: supplier?.id ?? null,
    businessName: supplier?.name ?? null,
    phone: supplier?.phone ?? user.phone,
    businessType: supplier?.businessType ?? null,
    serviceArea: supplier?.serviceArea ?? null,
    businessAddress: supplier?.address ?? null,
    suburb: supplier?.suburb ?? null,
    state: supplier?.state ?? null,
    postcode: supplier?.zipCode ?? null,
    description: supplier?.description ?? null,
    status: supplier?.status ?? null,
  };
}

/** Columns of the supplier fields the portal's forms send. */
function supplierColumns(input: z.output<typeof supplierUpdateSchema>) {
  const { serviceRadius, serviceArea, ...rest } = input;
  return {
    ...rest,
    ...(serviceRadius !== undefined && { serviceRadiusKm: serviceRadius }),
    ...(serviceArea !== undefined && { serviceArea, servicePostcodes: postcodesIn(serviceArea) }),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** Vendor applications, the vendor sign-in and the supplier record (this module owns suppliers). */
export function createVendorsService(ctx: AppContext, auth: AuthService, areas: CatalogueRefresh) {
  const { db } = ctx;

  /** The supplier a caller may read or change: its own, or any for staff; someone else's is "missing". */
  async function supplierFor(user: UserRow, supplierId: number) {
    const row = await repo.findById(db, supplierId);
    if (!row || (user.role !== "admin" && row.userId !== user.id)) throw notFound("Supplier not found");
    return row;
  }

  return {
    /** The account (role vendor) and its pending supplier record, together, with the "received" e-mail. */
    async apply(input: z.output<typeof vendorApplicationSchema>) {
      return auth.createVendorAccount(
        { email: input.email, password: input.password, fullName: input.contactName, phone: input.phone },
        DUPLICATE_VENDOR_EMAIL,
        async (tx, user) => {
          const supplier = await repo.insertSupplier(tx, {
            userId: user.id,
            name: input.businessName,
            contactName: input.contactName,
            email: input.email,
            phone: input.phone,
            address: input.businessAddress,
            suburb: input.suburb,
            city: input.suburb,
            state: input.state,
            zipCode: input.postcode,
            country: "Australia",
            website: input.website,
            instagramHandle: input.instagramHandle,
            tiktokHandle: input.tiktokHandle,
            businessType: input.businessType,
            description: input.description,
            serviceArea: input.serviceArea,
            servicePostcodes: postcodesIn(input.serviceArea),
            categories: supplierCategoriesForBusinessType(input.businessType),
            status: "pending",
          });
          if (!supplier) throw conflict(DUPLICATE_VENDOR_EMAIL, { email: DUPLICATE_VENDOR_EMAIL });
          await queueEmail(tx, {
            dedupeKey: `vendor-application-received:${supplier.id}`,
            kind: "vendor-application-received",
            to: user.email,
            ...vendorApplicationReceivedEmail(input.contactName, input.businessName, ctx.publicUrl),
          });
          return { id: supplier.id };
        },
      );
    },

    /**
     * A rejected vendor re-applies from its own account: pending again (compare-and-set, so a double
     * click or staff deciding meanwhile cannot make two), the step recorded in its history with the
     * vendor's note, and the "received" e-mail sent again. Staff see it among pending applications.
     */
    async reapply(user: UserRow, note: string | null) {
      const row = await repo.findByUserId(db, user.id);
      if (!row) throw notFound(NO_SUPPLIER_RECORD);
      if (!canReapply(row.status)) throw new AppError("INVALID_STATE", REAPPLY_REFUSED);
      await db.transaction(async (tx) => {
        const updated = await repo.update(tx, row.id, { status: "pending", statusReason: null }, "rejected");
        if (!updated) throw new AppError("INVALID_STATE", REAPPLY_REFUSED);
        const changeId = await repo.recordStatusChange(tx, {
          supplierId: row.id,
          status: "pending",
          reason: note ? `${REAPPLIED_NOTE}: ${note}` : REAPPLIED_NOTE,
          staffUserId: null,
        });
        await queueEmail(tx, {
          dedupeKey: `vendor-reapplied:${row.id}:${changeId}`,
          kind: "vendor-application-received",
          to: user.email,
          ...vendorApplicationReceivedEmail(row.contactName ?? user.fullName, row.name, ctx.publicUrl),
        });
      });
      ctx.emailQueued();
      return { vendor: toVendor(user, await repo.findByUserId(db, user.id)) };
    },

    /** Signs a vendor in; the right password of a customer or staff account is told where to sign in instead. */
    async login(input: z.output<typeof loginSchema>, replacing?: string) {
      const user = await auth.verifyCredentials(input);
      if (user.role !== "vendor") {
        throw new AppError("FORBIDDEN", user.role === "admin" ? STAFF_AT_VENDOR_SIGNIN : CUSTOMER_AT_VENDOR_SIGNIN);
      }
      // The session cookie the request carried (e.g. a customer's in the same browser) ends.
      const session = await auth.startSession(user.id, replacing);
      return { vendor: toVendor(user, await repo.findByUserId(db, user.id)), session };
    },

    async me(user: UserRow) {
      return { vendor: toVendor(user, await repo.findByUserId(db, user.id)) };
    },

    /** GET /api/suppliers?userId: the caller's own record; staff may name anyone. */
    async getForUser(user: UserRow, userId: number | undefined) {
      const target = userId ?? user.id;
      if (target !== user.id && user.role !== "admin") throw forbidden();
      const row = await repo.findByUserId(db, target);
      if (!row) throw notFound(NO_SUPPLIER_RECORD);
      return toSupplierDto(row);
    },

    /** The caller's supplier record, or 404 "No supplier record" (the portal's own reads). */
    async ownSupplier(user: UserRow) {
      const row = await repo.findByUserId(db, user.id);
      if (!row) throw notFound(NO_SUPPLIER_RECORD);
      return row;
    },

    supplierFor,

    /** The caller's supplier id, or null without a record (payout statements read only their own). */
    async supplierIdOf(user: UserRow) {
      return user.role === "vendor" ? ((await repo.findByUserId(db, user.id))?.id ?? null) : null;
    },

    /** Whether this supplier record is the caller's own. */
    async ownsSupplier(user: UserRow, supplierId: number) {
      return user.role === "vendor" && (await repo.findByUserId(db, user.id))?.id === supplierId;
    },

    /** The portal's "Become a Vendor" form: a pending supplier record for a vendor account without one. */
    async create(user: UserRow, input: z.output<typeof supplierCreateSchema>) {
      const { userId, ...fields } = input;
      const target = userId ?? user.id;
      if (target !== user.id && user.role !== "admin") throw forbidden();
      if (user.role === "admin" && target !== user.id) {
        const owner = await auth.userById(target);
        if (owner?.role !== "vendor") throw notFound("Vendor account not found");
      }
      if (fields.gstRegistered && !fields.abn) throw validation(GST_NEEDS_ABN, { abn: GST_NEEDS_ABN });
      const row = await repo.insertSupplier(db, {
        ...supplierColumns(fields),
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        address: fields.address,
        state: fields.state,
        zipCode: fields.zipCode,
        categories: fields.categories,
        userId: target,
        contactName: user.role === "admin" ? null : user.fullName,
        suburb: fields.city,
        status: "pending",
      });
      if (!row) throw conflict(SUPPLIER_EXISTS);
      return toSupplierDto(row);
    },

    /** The business-info edit. Read-only for rejected or suspended vendors; approved ones ask staff to change categories. */
    async update(user: UserRow, supplierId: number, input: z.output<typeof supplierUpdateSchema>) {
      const row = await supplierFor(user, supplierId);
      if (user.role !== "admin") {
        if (!canEditCatalogue(row.status)) throw new AppError("INVALID_STATE", VENDOR_READ_ONLY_MESSAGE);
        if (row.status === "approved" && input.categories && !sameSet(input.categories, row.categories)) {
          throw new AppError("INVALID_STATE", CATEGORIES_LOCKED, { categories: CATEGORIES_LOCKED });
        }
      }
      // GST on a statement needs the ABN it is reported under, sent now or already on the record.
      const gstRegistered = input.gstRegistered ?? row.gstRegistered;
      const abn = input.abn === undefined ? row.abn : input.abn;
      if (gstRegistered && !abn) throw validation(GST_NEEDS_ABN, { abn: GST_NEEDS_ABN });
      const columns = supplierColumns(input);
      const updated = await repo.update(db, row.id, {
        ...columns,
        ...(input.city !== undefined && { suburb: input.city }),
      });
      if (!updated) throw notFound("Supplier not found");
      // Its area or categories may have changed: what vendors cover is asked again.
      areas.invalidate();
      return toSupplierDto(updated);
    },
  };
}

export type VendorsService = ReturnType<typeof createVendorsService>;
