import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  statementAdjustmentSchema,
  statementCsvFileSchema,
  statementDetailSchema,
  statementIdParams,
  statementListQuerySchema,
  statementListSchema,
  statementPaidSchema,
  statementPdfFileSchema,
} from "../../../shared/schemas/payouts";
import type { Clock } from "../../lib/clock";
import { requireUser } from "../../plugins/access";
import type { PayoutsService } from "./payouts.service";
import { statementCsv, statementFileName } from "./statement-csv";
import { statementPdf } from "./statement-pdf";

const STAFF = { access: ["admin"] as "admin"[] };
const VENDOR = { access: ["vendor"] as "vendor"[] };
const tags = ["payouts"];

/** A Buffer is sent as it is (Fastify skips the serializer); the schema only names what it holds. */
const asFileBody = (data: Buffer) => data as unknown as string;

/** Staff review, adjust, approve and pay statements; a vendor reads and downloads its own. */
export function payoutRoutes(payouts: PayoutsService, clock: Clock) {
  /** CSV and PDF for either audience: the service decides whose statement the caller may have. */
  const download = (kind: "csv" | "pdf") => async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: number };
    const statement = await payouts.forDownload(requireUser(request), id);
    const body =
      kind === "csv" ? Buffer.from(statementCsv(statement), "utf8") : await statementPdf(statement, clock.now());
    reply.headers({
      "content-type": kind === "csv" ? "text/csv; charset=utf-8" : "application/pdf",
      "content-disposition": `attachment; filename="${statementFileName(statement, kind)}"`,
      "cache-control": "private, no-store",
    });
    return reply.send(asFileBody(body));
  };

  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // ─── Staff ─────────────────────────────────────────────────────────────────────────────────
    r.get(
      "/api/admin/payout-statements",
      {
        config: STAFF,
        schema: { tags, querystring: statementListQuerySchema, response: { 200: statementListSchema } },
      },
      async (request) => payouts.staffList(request.query),
    );
    r.get(
      "/api/admin/payout-statements/:id",
      { config: STAFF, schema: { tags, params: statementIdParams, response: { 200: statementDetailSchema } } },
      async (request) => payouts.staffDetail(request.params.id),
    );
    r.post(
      "/api/admin/payout-statements/:id/adjustments",
      {
        config: STAFF,
        schema: {
          tags,
          params: statementIdParams,
          body: statementAdjustmentSchema,
          response: { 200: statementDetailSchema },
        },
      },
      async (request) => payouts.addAdjustment(requireUser(request), request.params.id, request.body),
    );
    r.post(
      "/api/admin/payout-statements/:id/approve",
      {
        config: STAFF,
        schema: { tags, params: statementIdParams, response: { 200: statementDetailSchema } },
      },
      async (request) => payouts.approve(requireUser(request), request.params.id),
    );
    r.post(
      "/api/admin/payout-statements/:id/paid",
      {
        config: STAFF,
        schema: {
          tags,
          params: statementIdParams,
          body: statementPaidSchema,
          response: { 200: statementDetailSchema },
        },
      },
      async (request) => payouts.markPaid(requireUser(request), request.params.id, request.body),
    );
    r.get(
      "/api/admin/payout-statements/:id/statement.csv",
      { config: STAFF, schema: { tags, params: statementIdParams, response: { 200: statementCsvFileSchema } } },
      download("csv"),
    );
    r.get(
      "/api/admin/payout-statements/:id/statement.pdf",
      { config: STAFF, schema: { tags, params: statementIdParams, response: { 200: statementPdfFileSchema } } },
      download("pdf"),
    );

    // ─── The vendor's own ──────────────────────────────────────────────────────────────────────
    r.get(
      "/api/vendor/payout-statements",
      { config: VENDOR, schema: { tags, response: { 200: statementListSchema } } },
      async (request) => payouts.vendorList(requireUser(request)),
    );
    r.get(
      "/api/vendor/payout-statements/:id",
      { config: VENDOR, schema: { tags, params: statementIdParams, response: { 200: statementDetailSchema } } },
      async (request) => payouts.vendorDetail(requireUser(request), request.params.id),
    );
    r.get(
      "/api/vendor/payout-statements/:id/statement.csv",
      { config: VENDOR, schema: { tags, params: statementIdParams, response: { 200: statementCsvFileSchema } } },
      download("csv"),
    );
    r.get(
      "/api/vendor/payout-statements/:id/statement.pdf",
      { config: VENDOR, schema: { tags, params: statementIdParams, response: { 200: statementPdfFileSchema } } },
      download("pdf"),
    );
  };
}
