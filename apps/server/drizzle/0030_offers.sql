CREATE TABLE "offer_participations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'PARTICIPATING' NOT NULL,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"awarded_by" uuid,
	CONSTRAINT "offer_participations_offer_user_key" UNIQUE("offer_id","user_id"),
	CONSTRAINT "offer_participations_status_check" CHECK ("offer_participations"."status" in ('PARTICIPATING', 'COMPLETED', 'WON', 'LOST'))
);
--> statement-breakpoint
CREATE TABLE "offer_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"hold_id" uuid,
	"status" text NOT NULL,
	"pass_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "offer_redemptions_status_check" CHECK ("offer_redemptions"."status" in ('PENDING', 'CONFIRMED', 'CANCELLED')),
	CONSTRAINT "offer_redemptions_points_check" CHECK ("offer_redemptions"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"avatar_url" text,
	"program_type" text NOT NULL,
	"sub_type" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"access" text NOT NULL,
	"published_at" timestamp with time zone,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"requirements" jsonb NOT NULL,
	"conditions" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"reward_points" integer,
	"reward_tier_level" integer,
	"achievement_id" uuid,
	"redeem_type" text,
	"redeem_value" text,
	"draw_seed_hash" text,
	"draw_seed" text,
	"drawn_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offers_club_slug_key" UNIQUE("club_id","slug"),
	CONSTRAINT "offers_program_check" CHECK ("offers"."program_type" in ('earn-points', 'buy-points', 'earn-status', 'reward-members')),
	CONSTRAINT "offers_category_check" CHECK ("offers"."category" in ('Promotion', 'Draw')),
	CONSTRAINT "offers_access_check" CHECK ("offers"."access" in ('PUBLIC', 'MEMBERS')),
	CONSTRAINT "offers_window_check" CHECK ("offers"."end_at" > "offers"."start_at"),
	CONSTRAINT "offers_reward_check" CHECK (coalesce("offers"."reward_points", 1) > 0 and coalesce("offers"."reward_tier_level", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "club_memberships" ADD COLUMN "granted_tier_level" integer;--> statement-breakpoint
ALTER TABLE "offer_participations" ADD CONSTRAINT "offer_participations_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_participations" ADD CONSTRAINT "offer_participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_participations" ADD CONSTRAINT "offer_participations_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_participations_user_idx" ON "offer_participations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "offer_redemptions_offer_idx" ON "offer_redemptions" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_redemptions_open_key" ON "offer_redemptions" USING btree ("offer_id","user_id") WHERE "offer_redemptions"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "offer_redemptions_user_idx" ON "offer_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "offers_club_idx" ON "offers" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_published_idx" ON "offers" USING btree ("published_at","end_at");