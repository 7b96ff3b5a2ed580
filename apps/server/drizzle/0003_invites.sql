CREATE TABLE "user_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inviter_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"invited_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "phone_number_changes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone_number" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invites_remaining" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_invites" ADD CONSTRAINT "user_invites_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invites" ADD CONSTRAINT "user_invites_invited_user_id_users_id_fk" FOREIGN KEY ("invited_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_number_changes" ADD CONSTRAINT "phone_number_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_invites_inviter_status_idx" ON "user_invites" USING btree ("inviter_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_invites_pending_email_key" ON "user_invites" USING btree ("inviter_id","email") WHERE "user_invites"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "user_invites_accepted_user_key" ON "user_invites" USING btree ("invited_user_id") WHERE "user_invites"."status" = 'ACCEPTED';