import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What one fault test measured: what was lost (each count must be 0) and how long recovery took. */
export interface FaultReport {
  fault: string;
  /** Counts of things acknowledged or owed that are missing, doubled or stranded afterwards. */
  lost: Record<string, number>;
  /** Milliseconds from the fault's end (or from the kill) to the shop being whole again; null if not measured. */
  recoveryMs: Record<string, number | null>;
  /** Other figures worth reading (requests made, answers by status, slowest answer…). */
  figures?: Record<string, unknown>;
}

/**
 * Prints the report as a table and writes it as JSON to a temp file (named in the output), so a CI
 * log and a person both see the figures; answers the total lost, which the test asserts is zero.
 */
export function reportFault(report: FaultReport): number {
  const slug = report.fault
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const file = join(tmpdir(), `fmn-fault-${slug}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  const rows = [
    ...Object.entries(report.lost).map(([what, count]) => ({
      fault: report.fault,
      figure: `lost: ${what}`,
      value: count,
    })),
    ...Object.entries(report.recoveryMs).map(([what, ms]) => ({
      fault: report.fault,
      figure: `recovery: ${what}`,
      value: ms === null ? "n/a" : `${ms} ms`,
    })),
    ...Object.entries(report.figures ?? {}).map(([what, value]) => ({
      fault: report.fault,
      figure: what,
      value: typeof value === "object" ? JSON.stringify(value) : String(value),
    })),
  ];
  console.table(rows);
  console.log(`fault report written to ${file}`);
  return Object.values(report.lost).reduce((sum, count) => sum + count, 0);
}
