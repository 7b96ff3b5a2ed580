CREATE TABLE "email_opt_outs" (
	"email" text NOT NULL,
	"subscription" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opt_outs_email_subscription_pk" PRIMARY KEY("email","subscription")
);
