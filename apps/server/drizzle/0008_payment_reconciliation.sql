ALTER TABLE "booking_orders" ADD COLUMN "provider_call_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "booking_orders_provider_call_idx" ON "booking_orders" USING btree ("provider_call_at") WHERE "booking_orders"."provider_call_at" is not null;--> statement-breakpoint
-- Hand-written data migration (issue 11, decision 046): before one sandbox payment per order is enforced, an
-- order's extra sandbox payments (made by repeated payWaitingListOffer calls) keep their rows but get their
-- reference suffixed with their own id, so the unique index below can be built. The payment the order points
-- to keeps the plain reference. Sandbox data only.
UPDATE "sandbox_payments" SET "reference" = "reference" || '#' || "id"
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "reference"
      ORDER BY "id"::text IN (SELECT "provider_order_id" FROM "booking_orders" WHERE "provider_order_id" IS NOT NULL) DESC,
        "created_at", "id"
    ) AS "n"
    FROM "sandbox_payments"
  ) AS "ranked"
  WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_reference_key" ON "sandbox_payments" USING btree ("reference");