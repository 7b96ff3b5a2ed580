CREATE TABLE "event_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_roles" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'APPROVED' NOT NULL,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_roles_event_id_user_id_role_pk" PRIMARY KEY("event_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "event_ticket_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_type" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"rep_points" integer,
	"color" text DEFAULT '#3D1277' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_special_guest" boolean DEFAULT false NOT NULL,
	"is_enabled_wish_list" boolean DEFAULT false NOT NULL,
	"additional_guests" integer DEFAULT 0 NOT NULL,
	"opt_in_show_ticket_amount" boolean DEFAULT false NOT NULL,
	"visible_start_at" timestamp with time zone,
	"visible_end_at" timestamp with time zone,
	"gratuity_percentage" integer DEFAULT 0 NOT NULL,
	"is_required_approval" boolean DEFAULT false NOT NULL,
	"note" text,
	"position" integer DEFAULT 0 NOT NULL,
	"limited_amount" integer NOT NULL,
	"available_amount" integer NOT NULL,
	"locked_amount" integer DEFAULT 0 NOT NULL,
	"released_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_ticket_types_balance_check" CHECK ("event_ticket_types"."available_amount" >= 0 and "event_ticket_types"."locked_amount" >= 0 and "event_ticket_types"."released_amount" >= 0 and "event_ticket_types"."limited_amount" = "event_ticket_types"."available_amount" + "event_ticket_types"."locked_amount" + "event_ticket_types"."released_amount"),
	CONSTRAINT "event_ticket_types_price_check" CHECK ("event_ticket_types"."price" >= 0),
	CONSTRAINT "event_ticket_types_gratuity_check" CHECK ("event_ticket_types"."gratuity_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"created_by" uuid NOT NULL,
	"event_type" text DEFAULT 'OTHER' NOT NULL,
	"display_name" text NOT NULL,
	"description" text NOT NULL,
	"note" text NOT NULL,
	"terms" text,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"avatar_url" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_listed" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_all_in_pricing" boolean DEFAULT false NOT NULL,
	"minimum_rep_score" integer,
	"age_limit" integer,
	"location" jsonb,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"location_radius" jsonb,
	"opt_ins" jsonb NOT NULL,
	"ticket_terms_purchase_policy" text,
	"series_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_dates_check" CHECK ("events"."end_date" >= "events"."start_date"),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('DRAFT', 'PUBLISHED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_roles" ADD CONSTRAINT "event_roles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_roles" ADD CONSTRAINT "event_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_roles" ADD CONSTRAINT "event_roles_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD CONSTRAINT "event_ticket_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_questions_event_idx" ON "event_questions" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "event_roles_user_idx" ON "event_roles" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "event_ticket_types_event_idx" ON "event_ticket_types" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_key" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_created_by_idx" ON "events" USING btree ("created_by","start_date");--> statement-breakpoint
CREATE INDEX "events_discover_idx" ON "events" USING btree ("start_date","id") WHERE "events"."status" = 'PUBLISHED' and "events"."is_listed" and not "events"."is_private";--> statement-breakpoint
CREATE INDEX "events_series_idx" ON "events" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "events_coordinates_idx" ON "events" USING btree ("latitude","longitude");