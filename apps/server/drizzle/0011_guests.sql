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
ALTER TABLE "guest_lists" ADD CONSTRAINT "guest_lists_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_tickets" ADD CONSTRAINT "guest_tickets_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_event_ticket_id_event_ticket_types_id_fk" FOREIGN KEY ("event_ticket_id") REFERENCES "public"."event_ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_guest_lists" ADD CONSTRAINT "saved_guest_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_event_name_idx" ON "guests" USING btree ("event_id",lower("full_name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "guests_event_email_key" ON "guests" USING btree ("event_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "guests_event_phone_key" ON "guests" USING btree ("event_id","phone_number");--> statement-breakpoint
CREATE INDEX "guests_ticket_type_idx" ON "guests" USING btree ("event_ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_guest_lists_owner_name_key" ON "saved_guest_lists" USING btree ("owner_id",lower("name"));