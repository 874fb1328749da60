import nodeSqlParser from "node-sql-parser";
import { ALLOWED_AGGREGATES, ALLOWED_COLUMNS, ALLOWED_FUNCTIONS } from "./sql-allow-list";

const { Parser } = nodeSqlParser;
const parser = new Parser();
const OPTIONS = { database: "PostgresQL" };

/** Statement kinds that must never appear anywhere in the tree. */
const STATEMENTS = new Set([
  "insert",
  "update",
  "delete",
  "replace",
  "create",
  "drop",
  "alter",
  "truncate",
  "rename",
  "use",
  "set",
  "lock",
  "grant",
  "revoke",
  "call",
  "exec",
  "execute",
  "declare",
  "show",
  "transaction",
  "copy",
  "cast",
]);

export type SqlCheck = { ok: true } | { ok: false; reason: string };

type Node = Record<string, unknown>;

/**
 * Checks with a real parser that the SQL is one plain SELECT over the allow-list: no other statement,
 * no CTE, UNION, INTO or locking, only allowed tables, columns and functions. A sub-select is allowed
 * only as the argument of EXISTS / NOT EXISTS ("vendors with no order lately"), and every rule here
 * applies to it as to the outer select (its own tables, columns and functions; no WITH inside).
 */
export function checkSelect(sqlText: string): SqlCheck {
  if (sqlText.length > 5000) return { ok: false, reason: "too long" };
  let ast: unknown;
  let tables: string[];
  try {
    ast = parser.astify(sqlText, OPTIONS);
    tables = parser.tableList(sqlText, OPTIONS);
  } catch {
    return { ok: false, reason: "not parseable as PostgreSQL" };
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  if (statements.length !== 1) return { ok: false, reason: "not exactly one statement" };
  const root = statements[0] as Node;
  if (root?.type !== "select") return { ok: false, reason: "not a SELECT" };

  for (const entry of tables) {
    const [op, schema, table] = entry.split("::");
    if (op !== "select") return { ok: false, reason: `${op} on ${table}` };
    if (schema !== "null" && schema !== "public") return { ok: false, reason: `schema ${schema}` };
    if (!table || !ALLOWED_COLUMNS.has(table)) return { ok: false, reason: `table ${table} is not allowed` };
  }

  const state: State = { depth: 0, reason: null };
  walkSelect(root, state);
  return state.reason ? { ok: false, reason: state.reason } : { ok: true };
}

type State = { depth: number; reason: string | null };

/** Sub-selects nest at most this deep (EXISTS inside EXISTS is already more than the translator writes). */
const MAX_DEPTH = 3;

/** One SELECT, the outer one or an EXISTS argument: its output aliases are its own, never an inner one's. */
function walkSelect(n: Node, state: State): void {
  state.depth += 1;
  if (state.depth > MAX_DEPTH) state.reason = "sub-selects nest too deep";
  if (n._next || n.set_op) state.reason = "UNION, INTERSECT and EXCEPT are not allowed";
  const into = n.into as Node | null | undefined;
  if (into && (into.expr || into.type)) state.reason = "SELECT INTO is not allowed";
  if (n.with) state.reason = "WITH is not allowed";
  if (n.locking_read || n.for_update || n.lock) state.reason = "locking reads are not allowed";
  const aliases = new Set<string>();
  for (const column of (n.columns as Node[] | undefined) ?? []) {
    const alias = nameOf(column?.as);
    if (alias) aliases.add(alias);
  }
  for (const [key, value] of Object.entries(n)) if (key !== "_next") walk(value, aliases, state);
  state.depth -= 1;
}

/** The select an EXISTS / NOT EXISTS node tests, if the node is one. */
function existsArgument(n: Node, type: string | null): Node | null {
  let wrapper: unknown = null;
  if (type === "unary_expr" && /^(not )?exists$/i.test(String(n.operator))) wrapper = n.expr;
  if (type === "function" && functionName(n.name) === "exists") {
    const args = (n.args as Node | undefined)?.value;
    if (Array.isArray(args) && args.length === 1) wrapper = args[0];
  }
  const select = (wrapper as Node | null)?.ast as Node | undefined;
  return select && select.type === "select" ? select : null;
}

function walk(node: unknown, aliases: Set<string>, state: State): void {
  if (state.reason || node === null || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const item of node) walk(item, aliases, state);
    return;
  }
  const n = node as Node;
  const type = typeof n.type === "string" ? n.type.toLowerCase() : null;
  if (type && STATEMENTS.has(type)) {
    state.reason = `${type} is not allowed`;
    return;
  }
  const tested = existsArgument(n, type);
  if (tested) {
    walkSelect(tested, state);
    return;
  }
  if (type === "select" || n.ast) {
    state.reason = "sub-selects are only allowed inside EXISTS";
    return;
  }
  if (type === "column_ref") {
    const reason = checkColumn(n, aliases);
    if (reason) state.reason = reason;
  }
  if (type === "function") {
    const name = functionName(n.name);
    if (!name || !ALLOWED_FUNCTIONS.has(name)) state.reason = `function ${name ?? "?"} is not allowed`;
  }
  if (type === "aggr_func") {
    const name = typeof n.name === "string" ? n.name.toLowerCase() : null;
    if (!name || !ALLOWED_AGGREGATES.has(name)) state.reason = `aggregate ${name ?? "?"} is not allowed`;
  }
  for (const value of Object.values(n)) walk(value, aliases, state);
}

function checkColumn(n: Node, aliases: Set<string>): string | null {
  const column = nameOf(n.column);
  const table = typeof n.table === "string" ? n.table : null;
  if (!column || column === "*") return "every column (*) is not allowed";
  if (table === null) {
    if (aliases.has(column)) return null;
    return `column ${column} must name its table`;
  }
  return ALLOWED_COLUMNS.get(table)?.has(column) ? null : `column ${table}.${column} is not allowed`;
}

function nameOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value && typeof value === "object") {
    const v = value as Node;
    if (typeof v.value === "string") return v.value;
    if (v.expr) return nameOf(v.expr);
  }
  return null;
}

function functionName(name: unknown): string | null {
  if (typeof name === "string") return name.toLowerCase();
  const parts = (name as { name?: { value?: string }[]; schema?: unknown } | undefined)?.name;
  if ((name as { schema?: unknown })?.schema) return null;
  if (!Array.isArray(parts) || parts.length !== 1) return null;
  return typeof parts[0]?.value === "string" ? parts[0].value.toLowerCase() : null;
}
