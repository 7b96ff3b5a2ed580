CREATE TABLE "ledger_hold_resolutions" (
	"hold_id" uuid PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"transfer_id" uuid,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_hold_resolutions_outcome_check" CHECK ("ledger_hold_resolutions"."outcome" in ('POSTED', 'VOIDED', 'EXPIRED')),
	CONSTRAINT "ledger_hold_resolutions_transfer_check" CHECK (("ledger_hold_resolutions"."outcome" = 'POSTED') = ("ledger_hold_resolutions"."transfer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_holds_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"asset" text NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"operation_type" text NOT NULL,
	"operation_id" text NOT NULL,
	"memo" text,
	"actor_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_holds_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_holds_amount_check" CHECK ("ledger_holds"."amount" > 0),
	CONSTRAINT "ledger_holds_accounts_check" CHECK ("ledger_holds"."debit_account_id" <> "ledger_holds"."credit_account_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "pending" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_hold_resolutions" ADD CONSTRAINT "ledger_hold_resolutions_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_hold_resolutions" ADD CONSTRAINT "ledger_hold_resolutions_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_holds_debit_idx" ON "ledger_holds" USING btree ("debit_account_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_holds_expires_idx" ON "ledger_holds" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "ledger_holds_operation_idx" ON "ledger_holds" USING btree ("operation_type","operation_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_available_check" CHECK ("ledger_accounts"."pending" >= 0 and ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" - "ledger_accounts"."pending" >= 0));--> statement-breakpoint
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_holds_append_only" BEFORE UPDATE OR DELETE ON "ledger_holds" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_holds_no_truncate" BEFORE TRUNCATE ON "ledger_holds" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_hold_resolutions_append_only" BEFORE UPDATE OR DELETE ON "ledger_hold_resolutions" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_hold_resolutions_no_truncate" BEFORE TRUNCATE ON "ledger_hold_resolutions" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
