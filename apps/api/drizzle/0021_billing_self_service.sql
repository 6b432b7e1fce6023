CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employer_id" uuid NOT NULL,
	"subscription_id" uuid,
	"number" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"plan_id" text,
	"amount_cents" integer NOT NULL,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"card_brand" text,
	"card_last4" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_exp_month" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_exp_year" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_declines_charges" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_employer_index" ON "invoices" USING btree ("employer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_employer_number_unique" ON "invoices" USING btree ("employer_id","number");--> statement-breakpoint
-- Backfill: the current period's start of every subscription that has an end (the end minus the plan's interval).
UPDATE "subscriptions" AS s SET "current_period_start" = s."current_period_end" - (CASE p."interval" WHEN 'year' THEN interval '1 year' ELSE interval '1 month' END) FROM "plans" AS p WHERE p."id" = s."plan_id" AND s."current_period_end" IS NOT NULL AND s."current_period_start" IS NULL;--> statement-breakpoint
-- Backfill: the first payment of every test-provider subscription that went through, as its paid invoice.
INSERT INTO "invoices" ("employer_id", "subscription_id", "number", "reason", "status", "description", "plan_id", "amount_cents", "currency", "period_start", "period_end", "card_brand", "card_last4", "paid_at", "created_at")
SELECT s."employer_id", s."id", 'MH-' || lpad((row_number() OVER (PARTITION BY s."employer_id" ORDER BY s."created_at", s."id"))::text, 5, '0'), 'subscription_create', 'paid', p."name" || ' plan', p."id", p."amount_cents", p."currency", s."created_at", s."created_at" + (CASE p."interval" WHEN 'year' THEN interval '1 year' ELSE interval '1 month' END), s."card_brand", s."card_last4", s."created_at", s."created_at"
FROM "subscriptions" AS s JOIN "plans" AS p ON p."id" = s."plan_id"
WHERE s."provider" = 'test' AND s."status" NOT IN ('incomplete', 'incomplete_expired');
