import nodeSqlParser from "node-sql-parser";
import { SHOP_TIME_ZONE } from "../../../../shared/domain/dates";
import { TRANSLATION_FAILED, type TranslateSqlResult } from "../../../../shared/schemas/data-tools";
import { validation } from "../../../lib/errors";
import { refusalReason } from "./checked-sql-runner";
import { ALLOWED_AGGREGATES, ALLOWED_COLUMNS, ALLOWED_FUNCTIONS } from "./sql-allow-list";
import { checkSelect } from "./sql-validator";

/**
 * The optional model-backed translator (SQL_MODEL_API_KEY): an OpenAI-compatible chat-completions
 * endpoint proposes PostgreSQL for a question the shop's own translator refuses. It is asked only
 * then: the offline translator is deterministic and checked question by question, while a model can be
 * plausibly wrong, so it never overrides an answer the translator gives. Its SQL goes through the
 * same parser check and allow-list as everything else before anything runs, and it runs (if staff
 * choose) only through the checked-SQL route, as the read-only role.
 */
export interface SqlModelOptions {
  apiKey: string;
  /** The API's base URL (…/v1) or its chat-completions endpoint. */
  url: string;
  model: string;
  timeoutMs?: number;
}

export const MODEL_UNDERSTOOD =
  "The shop's translator could not read this question, so a language model proposed this query. It passed the same safety checks, but nobody has checked that it means what you asked: read it before trusting its figures.";

/** The model could not be asked, or gave nothing usable; the message says which, for staff. */
export class ModelUnavailable extends Error {}

const parser = new nodeSqlParser.Parser();

export function createModelTranslator(options: SqlModelOptions) {
  const endpoint = /\/chat\/completions\/?$/.test(options.url)
    ? options.url
    : `${options.url.replace(/\/+$/, "")}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? 20_000;

  /** The model's SQL for a question, or ModelUnavailable. */
  async function propose(question: string): Promise<string> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({
          model: options.model,
          temperature: 0,
          messages: [
            { role: "system", content: systemPrompt() },
            { role: "user", content: question },
          ],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new ModelUnavailable(
        timedOut ? "the language model did not answer in time" : "the language model could not be reached",
      );
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new ModelUnavailable(`the language model answered with an error (${response.status})`);
    }
    let content: unknown;
    try {
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      content = body.choices?.[0]?.message?.content;
    } catch {
      throw new ModelUnavailable("the language model's answer could not be read");
    }
    const proposal = typeof content === "string" ? sqlIn(content) : "";
    if (!proposal || /^cannot\b/i.test(proposal))
      throw new ModelUnavailable("the language model could not answer it either");
    return proposal;
  }

  /** A translation from the model's proposal, or Translation Failed saying why there is none. */
  async function translate(question: string, offlineRefusal: string): Promise<TranslateSqlResult> {
    let proposal: string;
    try {
      proposal = await propose(question);
    } catch (error) {
      if (!(error instanceof ModelUnavailable)) throw error;
      throw validation(`${offlineRefusal} ${capitalise(error.message)}.`);
    }
    const check = checkSelect(proposal);
    if (!check.ok)
      throw validation(
        `${offlineRefusal} A language model proposed a query, but it was refused: ${refusalReason(check.reason)}.`,
      );
    return {
      query: proposal,
      metadata: { complexity: complexityOf(proposal), database_type: "postgresql", tables: tablesOf(proposal) },
      understood: MODEL_UNDERSTOOD,
      source: "model",
    };
  }

  return { propose, translate };
}

export type ModelTranslator = ReturnType<typeof createModelTranslator>;

/** Whether an error is the offline translator's refusal (the only case the model is asked). */
export function isTranslationRefusal(error: unknown): error is Error {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === "VALIDATION" &&
    error.message.startsWith(`${TRANSLATION_FAILED}:`)
  );
}

/** The schema the model may use: exactly the allow-list, and the rules the validator enforces. */
function systemPrompt(): string {
  const tables = [...ALLOWED_COLUMNS].map(([table, columns]) => `${table}(${[...columns].join(", ")})`).join("\n");
  return [
    "You write one PostgreSQL SELECT statement answering a question about an Australian gift-subscription shop's data.",
    "Use only these tables and columns:",
    tables,
    "Rules: exactly one SELECT; no WITH, sub-selects, UNION, * or SELECT INTO; qualify every column with its table name (table.column) except output aliases;",
    `functions allowed: ${[...ALLOWED_FUNCTIONS].join(", ")}; aggregates allowed: ${[...ALLOWED_AGGREGATES].join(", ")}.`,
    `Timestamps are stored in UTC; the shop works in ${SHOP_TIME_ZONE} time: use timezone('${SHOP_TIME_ZONE}', column) for months and days. Money columns ending in _cents are cents.`,
    "Answer with the SQL only. If the question cannot be answered from these columns, answer CANNOT.",
  ].join("\n");
}

/** The SQL in the model's reply: a fenced block's contents, or the whole reply. */
function sqlIn(content: string): string {
  const fenced = content.match(/```(?:sql)?\s*([\s\S]*?)```/i);
  return (fenced ? fenced[1]! : content).trim().replace(/;\s*$/, "");
}

function tablesOf(query: string): string[] {
  const tables = parser.tableList(query, { database: "PostgresQL" }).map((entry) => entry.split("::")[2]!);
  return [...new Set(tables)];
}

function complexityOf(query: string): TranslateSqlResult["metadata"]["complexity"] {
  const score =
    tablesOf(query).length - 1 + (/\bgroup\s+by\b/i.test(query) ? 1 : 0) + (/\bwhere\b/i.test(query) ? 1 : 0);
  return score === 0 ? "simple" : score <= 2 ? "moderate" : "complex";
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
