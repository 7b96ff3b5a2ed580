CREATE TABLE "event_role_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid,
	"email" text,
	"invited_by" uuid,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "event_role_invitations_invitee_check" CHECK ("event_role_invitations"."user_id" is not null or "event_role_invitations"."email" is not null)
);
--> statement-breakpoint
ALTER TABLE "event_role_invitations" ADD CONSTRAINT "event_role_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_role_invitations" ADD CONSTRAINT "event_role_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_role_invitations" ADD CONSTRAINT "event_role_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_role_invitations_event_idx" ON "event_role_invitations" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "event_role_invitations_user_idx" ON "event_role_invitations" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "event_role_invitations_open_user_key" ON "event_role_invitations" USING btree ("event_id","role","user_id") WHERE "event_role_invitations"."status" = 'INVITED' and "event_role_invitations"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_role_invitations_open_email_key" ON "event_role_invitations" USING btree ("event_id","role","email") WHERE "event_role_invitations"."status" = 'INVITED' and "event_role_invitations"."email" is not null;