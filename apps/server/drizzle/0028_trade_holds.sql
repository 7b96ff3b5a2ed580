ALTER TABLE "trade_requests" ADD COLUMN "give_asset" text;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD COLUMN "ask_asset" text;--> statement-breakpoint
UPDATE "trade_requests" SET "give_asset" = 'points:' || "give_club_id", "ask_asset" = 'points:' || "ask_club_id";--> statement-breakpoint
ALTER TABLE "trade_requests" ALTER COLUMN "give_asset" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_requests" ALTER COLUMN "ask_asset" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD COLUMN "hold_id" uuid;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD CONSTRAINT "trade_requests_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD CONSTRAINT "trade_requests_assets_check" CHECK ("trade_requests"."give_asset" <> "trade_requests"."ask_asset");