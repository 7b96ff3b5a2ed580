CREATE TABLE "legal_document_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"terms_of_service_html" text NOT NULL,
	"privacy_policy_html" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
