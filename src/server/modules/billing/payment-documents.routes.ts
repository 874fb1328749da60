import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { paymentDocumentFileSchema } from "../../../shared/schemas/billing";
import { idParams } from "../../../shared/schemas/ids";
import { CUSTOMER_ACCESS, requireUser } from "../../plugins/access";
import type { PaymentDocuments } from "./payment-documents";

/** A Buffer is sent as it is (Fastify skips the serializer); the schema only names what it holds. */
const asFileBody = (data: Buffer) => data as unknown as string;

/** The PDF of a payment, for the buyer who made it and for staff. */
export function paymentDocumentRoutes(documents: PaymentDocuments) {
  return async function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      "/api/payments/:id/document.pdf",
      {
        config: { access: CUSTOMER_ACCESS },
        schema: {
          tags: ["billing"],
          summary: "A payment's tax invoice, receipt or adjustment note (PDF)",
          // The OpenAPI document names the PDF, not JSON, as what a 200 holds.
          produces: ["application/pdf"],
          params: idParams,
          response: { 200: paymentDocumentFileSchema },
        },
      },
      async (request, reply) => {
        const file = await documents.pdf(requireUser(request), request.params.id);
        // Private: a buyer's name and payments, never kept by a shared cache.
        reply.headers({
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="${file.fileName}"`,
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
        });
        return reply.send(asFileBody(file.data));
      },
    );
  };
}
