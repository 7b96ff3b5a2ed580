CREATE TABLE "trade_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"give_club_id" uuid NOT NULL,
	"give_amount" integer NOT NULL,
	"ask_club_id" uuid NOT NULL,
	"ask_amount" integer NOT NULL,
	"memo" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"idempotency_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "trade_requests_idempotency_key" UNIQUE("from_user_id","idempotency_key"),
	CONSTRAINT "trade_requests_status_check" CHECK ("trade_requests"."status" in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED')),
	CONSTRAINT "trade_requests_amounts_check" CHECK ("trade_requests"."give_amount" > 0 and "trade_requests"."ask_amount" > 0),
	CONSTRAINT "trade_requests_parties_check" CHECK ("trade_requests"."from_user_id" <> "trade_requests"."to_user_id"),
	CONSTRAINT "trade_requests_clubs_check" CHECK ("trade_requests"."give_club_id" <> "trade_requests"."ask_club_id")
);
--> statement-breakpoint
ALTER TABLE "trade_requests" ADD CONSTRAINT "trade_requests_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD CONSTRAINT "trade_requests_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD CONSTRAINT "trade_requests_give_club_id_clubs_id_fk" FOREIGN KEY ("give_club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD CONSTRAINT "trade_requests_ask_club_id_clubs_id_fk" FOREIGN KEY ("ask_club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_requests_from_idx" ON "trade_requests" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_requests_to_idx" ON "trade_requests" USING btree ("to_user_id","created_at");