import { LUCKY_DIP_KEY, planKeyForGiftBoxCategory } from "../../../shared/domain/catalogue";
import { planCategoriesFor } from "../../../shared/domain/vendor-categories";
import { distanceKm, type PostcodeDirectory } from "../../lib/postcode-directory";

/**
 * Which vendor delivers an order (PRODUCT.md "Vendor categories and routing"): the vendor that made
 * the subscribed box if it is eligible; else the nearest approved vendor whose categories match the
 * plan and whose area covers the delivery postcode; ties by fewest open orders, then the older vendor.
 * No match leaves the order unassigned (staff see it; vendors in range see it as a Nearby Order).
 * An order passed on names the vendors that declined it or missed its deadline: they are skipped.
 * Pure: the caller loads the vendors and orders in one query each and writes the result in one.
 */
export interface RoutingVendor {
  id: number;
  zipCode: string;
  state: string | null;
  serviceRadiusKm: number;
  /** Postcodes listed in the service area. */
  servicePostcodes: readonly string[];
  /** The service area as typed ("2000, 2010, Newtown"): suburb names count too. */
  serviceArea: string | null;
  categories: readonly string[];
  openOrders: number;
}

export interface RoutingOrder {
  id: number;
  postcode: string | null;
  planKey: string | null;
  /** The vendor that made the subscribed gift box, if any. */
  boxSupplierId: number | null;
  /** Vendors that may not have it (they declined it or let its deadline pass). */
  excludedVendorIds?: ReadonlySet<number>;
}

/** The plans a vendor's categories let it make; the Lucky Dip can go to any approved vendor. */
export function plansServed(categories: readonly string[]): Set<string> {
  const plans = new Set<string>([LUCKY_DIP_KEY]);
  for (const category of categories) {
    for (const boxCategory of planCategoriesFor(category)) plans.add(planKeyForGiftBoxCategory(boxCategory));
  }
  return plans;
}

interface PreparedVendor {
  vendor: RoutingVendor;
  point: { lat: number; lng: number } | null;
  listed: Set<string>;
  plans: Set<string>;
  open: number;
}

/** Postcodes a service area names, by number or by suburb name (in the vendor's state). */
function listedPostcodes(vendor: RoutingVendor, directory: PostcodeDirectory): Set<string> {
  const listed = new Set(vendor.servicePostcodes);
  for (const part of (vendor.serviceArea ?? "").split(/[,;\n]/)) {
    const name = part.trim();
    if (!name || /\d/.test(name)) continue;
    for (const postcode of directory.postcodesOfSuburb(name)) {
      if (!vendor.state || directory.isIn(postcode, vendor.state)) listed.add(postcode);
    }
  }
  return listed;
}

export interface Router {
  /** The chosen vendor's id, or null; counts the order against that vendor's open orders. */
  route(order: RoutingOrder): number | null;
  /** The vendors whose area and categories fit the order, nearest first (for Nearby Orders). */
  eligible(order: Omit<RoutingOrder, "id" | "boxSupplierId">): { id: number; km: number | null }[];
}

export function createRouter(vendors: readonly RoutingVendor[], directory: PostcodeDirectory): Router {
  const prepared: PreparedVendor[] = vendors.map((vendor) => {
    const home = directory.find(vendor.zipCode);
    return {
      vendor,
      point: home ? { lat: home.lat, lng: home.lng } : null,
      listed: listedPostcodes(vendor, directory),
      plans: plansServed(vendor.categories),
      open: vendor.openOrders,
    };
  });
  // Many orders share a postcode and plan: their candidates are worked out once.
  const candidatesCache = new Map<string, { v: PreparedVendor; km: number | null }[]>();

  function candidates(postcode: string | null, planKey: string | null) {
    const key = `${postcode}|${planKey}`;
    const cached = candidatesCache.get(key);
    if (cached) return cached;
    const place = directory.find(postcode);
    const found: { v: PreparedVendor; km: number | null }[] = [];
    if (postcode && planKey) {
      for (const v of prepared) {
        if (!v.plans.has(planKey)) continue;
        const km = place && v.point ? distanceKm(v.point, place) : null;
        const inRadius = km !== null && km <= v.vendor.serviceRadiusKm;
        if (inRadius || v.listed.has(postcode)) found.push({ v, km });
      }
    }
    candidatesCache.set(key, found);
    return found;
  }

  const farther = (km: number | null) => km ?? Number.POSITIVE_INFINITY;

  return {
    route(order) {
      const all = candidates(order.postcode, order.planKey);
      const excluded = order.excludedVendorIds;
      const found = excluded?.size ? all.filter((c) => !excluded.has(c.v.vendor.id)) : all;
      if (!found.length) return null;
      let best = found.find((c) => c.v.vendor.id === order.boxSupplierId);
      if (!best) {
        for (const c of found) {
          if (
            !best ||
            farther(c.km) < farther(best.km) ||
            (farther(c.km) === farther(best.km) &&
              (c.v.open < best.v.open || (c.v.open === best.v.open && c.v.vendor.id < best.v.vendor.id)))
          )
            best = c;
        }
      }
      best!.v.open++;
      return best!.v.vendor.id;
    },
    eligible(order) {
      return candidates(order.postcode, order.planKey)
        .map((c) => ({ id: c.v.vendor.id, km: c.km }))
        .sort((a, b) => farther(a.km) - farther(b.km));
    },
  };
}
