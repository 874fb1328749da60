import type { Supplier } from "../../../shared/schemas/supplier";
import type { SupplierRow } from "./vendors.repository";

/** A supplier record as the API shows it. */
export function toSupplierDto(row: SupplierRow): Supplier {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    suburb: row.suburb,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    website: row.website,
    instagramHandle: row.instagramHandle,
    tiktokHandle: row.tiktokHandle,
    businessType: row.businessType,
    description: row.description,
    serviceArea: row.serviceArea,
    serviceRadius: row.serviceRadiusKm,
    categories: row.categories,
    gstRegistered: row.gstRegistered,
    abn: row.abn,
    dailyCapacity: row.dailyCapacity,
    status: row.status,
    isApproved: row.status === "approved",
    statusReason: row.statusReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
