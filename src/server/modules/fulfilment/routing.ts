import { LUCKY_DIP_KEY, planKeyForGiftBoxCategory } from "../../../shared/domain/catalogue";
import { planCategoriesFor } from "../../../shared/domain/vendor-categories";
import { distanceKm, type PostcodeDirectory } from "../../lib/postcode-directory";

/**
 * Which vendor delivers an order (PRODUCT.md "Vendor categories and routing"): the vendor that made
 * the subscribed box if it is eligible; else the nearest approved vendor whose categories match the
 * plan and whose area covers the delivery postcode; ties by fewest open orders, then the older vendor.
 * A vendor full on the order's delivery date (its orders that day, counting those routed earlier in the
 * same run, reach its daily capacity) or closed that day is skipped, the box's maker too.
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
  /** Orders it takes per delivery date; absent, routing does not count (coverage questions). */
  dailyCapacity?: number;
  /** Orders it already holds per delivery date (ISO date → count). */
  ordersByDate?: ReadonlyMap<string, number>;
  /** Delivery dates it is closed. */
  closedDates?: ReadonlySet<string>;
}

export interface RoutingOrder {
  id: number;
  postcode: string | null;
  planKey: string | null;
  /** The vendor that made the subscribed gift box, if any. */
  boxSupplierId: number | null;
  /** The delivery date (ISO): capacity and closures are checked on it when given. */
  deliveryDate?: string;
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
  /** Orders per delivery date, counting those this router gave it. */
  booked: Map<string, number>;
}

/** Whether the vendor can take one more order on `date`: not closed, and below its daily capacity. */
function hasRoom(v: PreparedVendor, date: string | undefined): boolean {
  if (date === undefined) return true;
  if (v.vendor.closedDates?.has(date)) return false;
  return v.vendor.dailyCapacity === undefined || (v.booked.get(date) ?? 0) < v.vendor.dailyCapacity;
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
  /** The chosen vendor's id, or null; counts the order against that vendor's open orders and its day. */
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
      booked: new Map(vendor.ordersByDate),
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
      const excluded = order.excludedVendorIds;
      const found = candidates(order.postcode, order.planKey).filter(
        (c) => !excluded?.has(c.v.vendor.id) && hasRoom(c.v, order.deliveryDate),
      );
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
      if (order.deliveryDate !== undefined)
        best!.v.booked.set(order.deliveryDate, (best!.v.booked.get(order.deliveryDate) ?? 0) + 1);
      return best!.v.vendor.id;
    },
    eligible(order) {
      return candidates(order.postcode, order.planKey)
        .map((c) => ({ id: c.v.vendor.id, km: c.km }))
        .sort((a, b) => farther(a.km) - farther(b.km));
    },
  };
}
