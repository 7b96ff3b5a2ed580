CREATE TABLE "points_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"points_amount" integer NOT NULL,
	"rep_points_multiplier" integer DEFAULT 100 NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "points_packages_amount_check" CHECK ("points_packages"."points_amount" > 0),
	CONSTRAINT "points_packages_multiplier_check" CHECK ("points_packages"."rep_points_multiplier" >= 100),
	CONSTRAINT "points_packages_price_check" CHECK ("points_packages"."price" > 0),
	CONSTRAINT "points_packages_original_price_check" CHECK ("points_packages"."original_price" is null or "points_packages"."original_price" > "points_packages"."price")
);
--> statement-breakpoint
CREATE TABLE "points_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"points" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"payment_provider" text NOT NULL,
	"provider_order_id" text,
	"provider_capture_id" text,
	"provider_call_at" timestamp with time zone,
	"ledger_transfer_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_purchases_points_check" CHECK ("points_purchases"."points" > 0),
	CONSTRAINT "points_purchases_price_check" CHECK ("points_purchases"."price" > 0),
	CONSTRAINT "points_purchases_status_check" CHECK ("points_purchases"."status" in ('PENDING', 'COMPLETED', 'CANCELLED', 'FAILED', 'REFUNDED'))
);
--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "points_total" integer;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD COLUMN "points_club_id" uuid;--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD COLUMN "points_price" integer;--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD COLUMN "points_club_id" uuid;--> statement-breakpoint
ALTER TABLE "points_packages" ADD CONSTRAINT "points_packages_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_purchases" ADD CONSTRAINT "points_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_purchases" ADD CONSTRAINT "points_purchases_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_purchases" ADD CONSTRAINT "points_purchases_package_id_points_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."points_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_packages_club_idx" ON "points_packages" USING btree ("club_id","position") WHERE "points_packages"."retired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_purchases_user_key" ON "points_purchases" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "points_purchases_provider_order_key" ON "points_purchases" USING btree ("payment_provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "points_purchases_user_idx" ON "points_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "points_purchases_provider_call_idx" ON "points_purchases" USING btree ("provider_call_at") WHERE "points_purchases"."provider_call_at" is not null;--> statement-breakpoint
CREATE INDEX "points_purchases_expiry_idx" ON "points_purchases" USING btree ("expires_at") WHERE "points_purchases"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD CONSTRAINT "event_ticket_types_points_club_id_clubs_id_fk" FOREIGN KEY ("points_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD CONSTRAINT "event_ticket_types_points_price_check" CHECK (("event_ticket_types"."points_price" is null and "event_ticket_types"."points_club_id" is null) or ("event_ticket_types"."points_price" > 0 and "event_ticket_types"."points_club_id" is not null));