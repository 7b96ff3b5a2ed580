CREATE TABLE "ticket_wish_list" (
	"event_ticket_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_wish_list_event_ticket_id_user_id_pk" PRIMARY KEY("event_ticket_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "ticket_wish_list" ADD CONSTRAINT "ticket_wish_list_event_ticket_id_event_ticket_types_id_fk" FOREIGN KEY ("event_ticket_id") REFERENCES "public"."event_ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_wish_list" ADD CONSTRAINT "ticket_wish_list_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_wish_list" ADD CONSTRAINT "ticket_wish_list_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_wish_list_user_idx" ON "ticket_wish_list" USING btree ("user_id","event_id");