ALTER TABLE "event_attendees" ADD COLUMN "checked_in_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "event_attendees_event_state_idx" ON "event_attendees" USING btree ("event_id","state","created_at");