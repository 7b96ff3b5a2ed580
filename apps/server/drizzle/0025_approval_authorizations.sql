ALTER TABLE "booking_orders" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "provider_authorization_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "authorization_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "authorized_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "booking_orders_request_expiry_idx" ON "booking_orders" USING btree ("expires_at") WHERE "booking_orders"."status" = 'AUTHORIZED';