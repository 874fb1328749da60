// Reads a V8 .cpuprofile: where a server's CPU time went, by area (PGlite's WASM, each library,
// each file of the app) and by the app's own functions including what they call.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  /** Microseconds before each sample. */
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Microseconds the thread was busy (not idle) while profiled. */
  busyMicros: number;
  /** Self time by area, in microseconds, largest first. */
  byArea: [string, number][];
  /** Time inside each of the app's functions (src/), callees included, in microseconds, largest first. */
  inclusive: [string, number][];
}

const repoRoot = new URL("../../", import.meta.url).href;
const repoPath = (url: string) => url.replace(repoRoot, "");

/** The area a frame's own time is charged to. */
function area({ functionName, url }: ProfileNode["callFrame"]): string | null {
  if (functionName === "(idle)") return null;
  if (functionName === "(garbage collector)") return "V8: garbage collection";
  if (functionName === "(program)") return "V8: other native work";
  if (url.startsWith("wasm://")) return "PGlite: PostgreSQL (WASM)";
  const modules = url.split("/node_modules/");
  if (modules.length > 1) {
    const parts = modules.at(-1)!.split("/");
    const name = parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
    return name === "@electric-sql/pglite" ? "PGlite: JavaScript side (protocol, type parsers)" : name;
  }
  if (url.startsWith(repoRoot)) return repoPath(url);
  if (url.startsWith("node:") || url === "") return "Node: HTTP, streams, timers, builtins";
  return url;
}

export function summariseProfile(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const areas = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((nodeId, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    const node = byId.get(nodeId)!;
    const where = area(node.callFrame);
    if (where === null) return;
    const stack: ProfileNode["callFrame"][] = [];
    for (let id: number | undefined = nodeId; id !== undefined; id = parent.get(id))
      stack.push(byId.get(id)!.callFrame);
    // The profiler stopping itself (profile-on-signal.mjs) is not the server's work.
    if (stack.some((frame) => frame.url.endsWith("profile-on-signal.mjs"))) return;
    busy += micros;
    areas.set(where, (areas.get(where) ?? 0) + micros);
    // Each app function on the stack once, however deep its recursion.
    const seen = new Set<string>();
    for (const { functionName, url } of stack) {
      if (url.startsWith(`${repoRoot}src/`)) seen.add(`${functionName || "(anonymous)"} in ${repoPath(url)}`);
    }
    for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + micros);
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { busyMicros: busy, byArea: sorted(areas), inclusive: sorted(inclusive) };
}
