CREATE TABLE "supplier_closed_dates" (
	"supplier_id" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "supplier_closed_dates_supplier_id_date_pk" PRIMARY KEY("supplier_id","date")
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "daily_capacity" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_closed_dates" ADD CONSTRAINT "supplier_closed_dates_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_closed_dates_date_idx" ON "supplier_closed_dates" USING btree ("date");