CREATE TABLE "achievement_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"achievement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	"awarded_by" uuid,
	"source_kind" text NOT NULL,
	"source_id" text,
	CONSTRAINT "achievement_awards_holder_key" UNIQUE("achievement_id","user_id"),
	CONSTRAINT "achievement_awards_source_check" CHECK ("achievement_awards"."source_kind" in ('TEAM', 'OFFER'))
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"bio" text,
	"avatar_url" text,
	"category" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone,
	"max_supply" integer,
	"awarded_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "achievements_club_slug_key" UNIQUE("club_id","slug"),
	CONSTRAINT "achievements_status_check" CHECK ("achievements"."status" in ('ACTIVE', 'ARCHIVED')),
	CONSTRAINT "achievements_supply_check" CHECK ("achievements"."awarded_count" >= 0 and ("achievements"."max_supply" is null or "achievements"."awarded_count" <= "achievements"."max_supply")),
	CONSTRAINT "achievements_window_check" CHECK ("achievements"."active_from" is null or "achievements"."active_to" is null or "achievements"."active_from" < "achievements"."active_to")
);
--> statement-breakpoint
ALTER TABLE "achievement_awards" ADD CONSTRAINT "achievement_awards_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievement_awards" ADD CONSTRAINT "achievement_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievement_awards" ADD CONSTRAINT "achievement_awards_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achievement_awards_user_idx" ON "achievement_awards" USING btree ("user_id","awarded_at");--> statement-breakpoint
CREATE INDEX "achievements_listed_idx" ON "achievements" USING btree ("created_at","id");