ALTER TABLE "checkouts" ADD COLUMN "frequency" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
UPDATE "checkouts" AS c SET "frequency" = s."frequency" FROM "subscriptions" AS s WHERE s."id" = c."subscription_id";
