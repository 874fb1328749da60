ALTER TABLE "fulfilment_orders" ADD COLUMN "plan_key" text;--> statement-breakpoint
ALTER TABLE "fulfilment_orders" ADD COLUMN "dispatch_time" text;--> statement-breakpoint
ALTER TABLE "fulfilment_orders" ADD COLUMN "vendor_notes" text;--> statement-breakpoint
CREATE INDEX "fulfilment_orders_date_idx" ON "fulfilment_orders" USING btree ("delivery_date","id");--> statement-breakpoint
CREATE INDEX "fulfilment_orders_unassigned_idx" ON "fulfilment_orders" USING btree ("delivery_date") WHERE supplier_id is null and status = 'to_order';