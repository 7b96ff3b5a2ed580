CREATE TABLE "scan_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"scan_id" uuid NOT NULL,
	"ticket_id" uuid,
	"guest_id" uuid,
	"holder_name" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"device_id" text,
	"kept_scan_at" timestamp with time zone NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scan_conflicts_scan_key" UNIQUE("scan_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_scans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"zone_id" uuid,
	"ticket_id" uuid,
	"guest_id" uuid,
	"guest_ticket_id" uuid,
	"outcome" text NOT NULL,
	"refusal" text,
	"admitted" integer DEFAULT 0 NOT NULL,
	"verdict" jsonb NOT NULL,
	"device_id" text,
	"scanned_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"scanned_by" uuid,
	"source" text NOT NULL,
	CONSTRAINT "ticket_scans_outcome_check" CHECK ("ticket_scans"."outcome" in ('ADMITTED', 'REFUSED')),
	CONSTRAINT "ticket_scans_admitted_check" CHECK ("ticket_scans"."admitted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_scanning_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"event_ticket_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"max_scans" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_scanning_zones_max_scans_check" CHECK ("event_scanning_zones"."max_scans" >= 1)
);
--> statement-breakpoint
ALTER TABLE "guest_tickets" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_tickets" ADD COLUMN "secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "scan_conflicts" ADD CONSTRAINT "scan_conflicts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_conflicts" ADD CONSTRAINT "scan_conflicts_scan_id_ticket_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."ticket_scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_scanning_zones" ADD CONSTRAINT "event_scanning_zones_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_conflicts_event_idx" ON "scan_conflicts" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_scans_ticket_idx" ON "ticket_scans" USING btree ("ticket_id","zone_id") WHERE "ticket_scans"."outcome" = 'ADMITTED';--> statement-breakpoint
CREATE INDEX "ticket_scans_guest_idx" ON "ticket_scans" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "ticket_scans_event_idx" ON "ticket_scans" USING btree ("event_id","recorded_at");--> statement-breakpoint
CREATE INDEX "event_scanning_zones_event_idx" ON "event_scanning_zones" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_tickets_id_key" ON "guest_tickets" USING btree ("id");