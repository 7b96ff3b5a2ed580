CREATE TABLE "event_clubs" (
	"event_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_clubs_event_id_club_id_pk" PRIMARY KEY("event_id","club_id")
);
--> statement-breakpoint
ALTER TABLE "event_clubs" ADD CONSTRAINT "event_clubs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_clubs" ADD CONSTRAINT "event_clubs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_clubs_club_idx" ON "event_clubs" USING btree ("club_id");