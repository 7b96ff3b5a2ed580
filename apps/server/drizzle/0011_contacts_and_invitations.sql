CREATE TABLE "contact_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"user_id" uuid,
	"group_id" uuid,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_email_or_phone" CHECK ("contacts"."email" is not null or "contacts"."phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "event_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"invited_by" uuid NOT NULL,
	"email" text,
	"user_id" uuid,
	"contact_id" uuid,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"ticket_kind" text,
	"event_ticket_id" uuid,
	"ticket_quantity" integer,
	"message" text,
	"grant_order_id" uuid,
	"source" text DEFAULT 'DIRECT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "event_invitations_quantity_check" CHECK ("event_invitations"."ticket_quantity" is null or "event_invitations"."ticket_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "event_invite_links" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_invite_links_token_key" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "contact_groups" ADD CONSTRAINT "contact_groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_group_id_contact_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."contact_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_event_ticket_id_event_ticket_types_id_fk" FOREIGN KEY ("event_ticket_id") REFERENCES "public"."event_ticket_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invite_links" ADD CONSTRAINT "event_invite_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invite_links" ADD CONSTRAINT "event_invite_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_groups_owner_name_key" ON "contact_groups" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "contacts_owner_idx" ON "contacts" USING btree ("owner_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_owner_email_key" ON "contacts" USING btree ("owner_id","email") WHERE "contacts"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_owner_phone_key" ON "contacts" USING btree ("owner_id","phone") WHERE "contacts"."phone" is not null;--> statement-breakpoint
CREATE INDEX "event_invitations_event_idx" ON "event_invitations" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "event_invitations_user_idx" ON "event_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_invitations_event_email_key" ON "event_invitations" USING btree ("event_id","email") WHERE "event_invitations"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_invitations_event_user_key" ON "event_invitations" USING btree ("event_id","user_id") WHERE "event_invitations"."user_id" is not null;