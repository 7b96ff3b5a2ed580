CREATE TABLE "club_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"role" text,
	"memo" text,
	"email" text,
	"invitee_id" uuid,
	"expires_at" timestamp with time zone,
	"uses_per_invite" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"invited_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "club_invites_uses_check" CHECK ("club_invites"."uses" >= 0 and "club_invites"."uses" <= "club_invites"."uses_per_invite")
);
--> statement-breakpoint
CREATE TABLE "club_memberships" (
	"club_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"invite_id" uuid,
	CONSTRAINT "club_memberships_club_id_user_id_pk" PRIMARY KEY("club_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "club_ownership_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "club_ownership_transfers_status_check" CHECK ("club_ownership_transfers"."status" in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "club_team" (
	"club_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	CONSTRAINT "club_team_club_id_user_id_pk" PRIMARY KEY("club_id","user_id"),
	CONSTRAINT "club_team_kind_check" CHECK ("club_team"."kind" in ('MEMBER', 'COLLABORATOR')),
	CONSTRAINT "club_team_collaborator_role_check" CHECK ("club_team"."kind" = 'MEMBER' or "club_team"."role" in ('EVENT_MANAGER', 'OFFER_MANAGER'))
);
--> statement-breakpoint
CREATE TABLE "club_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"colors" jsonb NOT NULL,
	"minimum_points" integer NOT NULL,
	"image_url" text,
	CONSTRAINT "club_tiers_level_key" UNIQUE("club_id","level"),
	CONSTRAINT "club_tiers_level_check" CHECK ("club_tiers"."level" >= 1),
	CONSTRAINT "club_tiers_minimum_check" CHECK ("club_tiers"."minimum_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"bio" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"suspended_from" text,
	"access" text DEFAULT 'PUBLIC' NOT NULL,
	"published_at" timestamp with time zone,
	"colors" jsonb NOT NULL,
	"avatar_url" text,
	"cover_url" text,
	"social_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clubs_status_check" CHECK ("clubs"."status" in ('OPEN', 'CLOSED', 'PENDING', 'STATIC', 'SUSPENDED')),
	CONSTRAINT "clubs_access_check" CHECK ("clubs"."access" in ('PUBLIC', 'PRIVATE'))
);
--> statement-breakpoint
ALTER TABLE "club_invites" ADD CONSTRAINT "club_invites_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_invites" ADD CONSTRAINT "club_invites_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_invites" ADD CONSTRAINT "club_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_ownership_transfers" ADD CONSTRAINT "club_ownership_transfers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_ownership_transfers" ADD CONSTRAINT "club_ownership_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_ownership_transfers" ADD CONSTRAINT "club_ownership_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_team" ADD CONSTRAINT "club_team_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_team" ADD CONSTRAINT "club_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_tiers" ADD CONSTRAINT "club_tiers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_invites_club_idx" ON "club_invites" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "club_invites_invitee_idx" ON "club_invites" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "club_invites_email_idx" ON "club_invites" USING btree ("email");--> statement-breakpoint
CREATE INDEX "club_memberships_user_idx" ON "club_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_ownership_transfers_pending_key" ON "club_ownership_transfers" USING btree ("club_id") WHERE "club_ownership_transfers"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "club_ownership_transfers_to_idx" ON "club_ownership_transfers" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "club_team_user_idx" ON "club_team" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_slug_key" ON "clubs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "clubs_owner_idx" ON "clubs" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "clubs_listed_idx" ON "clubs" USING btree ("created_at","id");