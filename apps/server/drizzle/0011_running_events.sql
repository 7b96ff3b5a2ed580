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
CREATE TABLE "event_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider" text NOT NULL,
	"external_account_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_reference" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_call_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "event_payouts_amount_check" CHECK ("event_payouts"."amount" > 0),
	CONSTRAINT "event_payouts_status_check" CHECK ("event_payouts"."status" in ('PENDING', 'COMPLETED', 'FAILED'))
);
--> statement-breakpoint
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
CREATE TABLE "guest_lists" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"capacity" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_lists_capacity_check" CHECK ("guest_lists"."capacity" is null or "guest_lists"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "guest_tickets" (
	"guest_id" uuid NOT NULL,
	"ticket_no" integer NOT NULL,
	"checked_in_at" timestamp with time zone,
	CONSTRAINT "guest_tickets_guest_id_ticket_no_pk" PRIMARY KEY("guest_id","ticket_no")
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"note" text,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"event_ticket_id" uuid,
	"gender" text,
	"age_range" text,
	"invite_status" text DEFAULT 'NOT_INVITED' NOT NULL,
	"invited_at" timestamp with time zone,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_quantity_check" CHECK ("guests"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "saved_guest_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"guests" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payouts_amount_check" CHECK ("sandbox_payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "checked_in_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
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
ALTER TABLE "event_payouts" ADD CONSTRAINT "event_payouts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_payouts" ADD CONSTRAINT "event_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_role_invitations" ADD CONSTRAINT "event_role_invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_role_invitations" ADD CONSTRAINT "event_role_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_role_invitations" ADD CONSTRAINT "event_role_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_lists" ADD CONSTRAINT "guest_lists_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_tickets" ADD CONSTRAINT "guest_tickets_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_event_ticket_id_event_ticket_types_id_fk" FOREIGN KEY ("event_ticket_id") REFERENCES "public"."event_ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_guest_lists" ADD CONSTRAINT "saved_guest_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payouts" ADD CONSTRAINT "sandbox_payouts_account_id_sandbox_payout_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sandbox_payout_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_groups_owner_name_key" ON "contact_groups" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "contacts_owner_idx" ON "contacts" USING btree ("owner_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_owner_email_key" ON "contacts" USING btree ("owner_id","email") WHERE "contacts"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_owner_phone_key" ON "contacts" USING btree ("owner_id","phone") WHERE "contacts"."phone" is not null;--> statement-breakpoint
CREATE INDEX "event_invitations_event_idx" ON "event_invitations" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "event_invitations_user_idx" ON "event_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_invitations_event_email_key" ON "event_invitations" USING btree ("event_id","email") WHERE "event_invitations"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_invitations_event_user_key" ON "event_invitations" USING btree ("event_id","user_id") WHERE "event_invitations"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "event_payouts_event_idx" ON "event_payouts" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_payouts_idempotency_key" ON "event_payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "event_payouts_one_pending_key" ON "event_payouts" USING btree ("event_id") WHERE "event_payouts"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "event_payouts_provider_call_idx" ON "event_payouts" USING btree ("provider_call_at") WHERE "event_payouts"."provider_call_at" is not null;--> statement-breakpoint
CREATE INDEX "event_role_invitations_event_idx" ON "event_role_invitations" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "event_role_invitations_user_idx" ON "event_role_invitations" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "event_role_invitations_open_user_key" ON "event_role_invitations" USING btree ("event_id","role","user_id") WHERE "event_role_invitations"."status" = 'INVITED' and "event_role_invitations"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_role_invitations_open_email_key" ON "event_role_invitations" USING btree ("event_id","role","email") WHERE "event_role_invitations"."status" = 'INVITED' and "event_role_invitations"."email" is not null;--> statement-breakpoint
CREATE INDEX "guests_event_name_idx" ON "guests" USING btree ("event_id",lower("full_name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "guests_event_email_key" ON "guests" USING btree ("event_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "guests_event_phone_key" ON "guests" USING btree ("event_id","phone_number");--> statement-breakpoint
CREATE INDEX "guests_ticket_type_idx" ON "guests" USING btree ("event_ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_guest_lists_owner_name_key" ON "saved_guest_lists" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payouts_idempotency_key" ON "sandbox_payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "event_attendees_event_state_idx" ON "event_attendees" USING btree ("event_id","state","created_at");