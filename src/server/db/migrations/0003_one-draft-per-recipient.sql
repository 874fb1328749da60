-- Keep only the newest unpaid draft of each recipient before enforcing one.
DELETE FROM "checkouts" WHERE "subscription_id" IN (
  SELECT s."id" FROM "subscriptions" s
  WHERE s."status" = 'draft' AND EXISTS (
    SELECT 1 FROM "subscriptions" t WHERE t."recipient_profile_id" = s."recipient_profile_id" AND t."status" = 'draft' AND t."id" > s."id"));--> statement-breakpoint
DELETE FROM "subscriptions" s WHERE s."status" = 'draft' AND EXISTS (
  SELECT 1 FROM "subscriptions" t WHERE t."recipient_profile_id" = s."recipient_profile_id" AND t."status" = 'draft' AND t."id" > s."id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_draft_per_recipient" ON "subscriptions" USING btree ("recipient_profile_id") WHERE status = 'draft';
