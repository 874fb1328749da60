-- Staff's customer search finds any part of a name or e-mail (lower(x) like '%part%'): pg_trgm's GIN
-- indexes answer that without reading every customer. pg_trgm is a trusted extension (PostgreSQL 13+),
-- so the database's owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "staff_user_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_customer_name_trgm_idx" ON "users" USING gin (lower("full_name") gin_trgm_ops) WHERE role = 'customer';--> statement-breakpoint
CREATE INDEX "users_customer_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops) WHERE role = 'customer';