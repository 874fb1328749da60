import {
  CUSTOMER_PAGE_SIZE,
  type CustomerSearchQuery,
  type CustomerSearchResult,
} from "../../../shared/schemas/customers";
import type { AppContext } from "../../context";
import { notFound } from "../../lib/errors";
import { customerDirectoryRepository as repo } from "./customer-directory.repository";

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Staff find a customer by any part of their name or e-mail, and open one (staff only: the routes check). */
export function createCustomerDirectory(ctx: AppContext) {
  return {
    async search({ q, page }: CustomerSearchQuery): Promise<CustomerSearchResult> {
      // One row past the page says whether there is another, without counting every match.
      const rows = await repo.search(ctx.db, q, CUSTOMER_PAGE_SIZE + 1, (page - 1) * CUSTOMER_PAGE_SIZE);
      return {
        customers: rows.slice(0, CUSTOMER_PAGE_SIZE).map((row) => ({
          id: row.id,
          fullName: row.full_name,
          email: row.email,
          createdAt: iso(row.created_at),
          subscriptions: row.subscriptions,
          liveSubscriptions: row.live_subscriptions,
        })),
        page,
        pageSize: CUSTOMER_PAGE_SIZE,
        hasMore: rows.length > CUSTOMER_PAGE_SIZE,
      };
    },

    async customer(id: number) {
      const row = await repo.customer(ctx.db, id);
      if (!row) throw notFound("Customer not found");
      return { ...row, createdAt: row.createdAt.toISOString() };
    },
  };
}

export type CustomerDirectory = ReturnType<typeof createCustomerDirectory>;
