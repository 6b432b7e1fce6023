CREATE TABLE "oauth_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_states_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "organization_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"directory_id" uuid NOT NULL,
	"email" text NOT NULL,
	"npi_number" text NOT NULL,
	"organization" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	"last_hit_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "organization_directory" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "organization_claims" ADD CONSTRAINT "organization_claims_directory_id_organization_directory_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."organization_directory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_states_expires_index" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "organization_claims_status_index" ON "organization_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_at_index" ON "rate_limit_hits" USING btree ("reset_at");