CREATE TABLE "subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text,
	"organization" text,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_confirm_token_idx" ON "subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_unsubscribe_token_idx" ON "subscribers" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "subscribers_status_created_idx" ON "subscribers" USING btree ("status","created_at","id");--> statement-breakpoint
-- Subscribers who signed up before double opt-in were accounts with the viewer role: each becomes a
-- subscriber (confirmed while the account is active, else unsubscribed) with a fresh unsubscribe token.
-- The accounts themselves are left as they are.
INSERT INTO "subscribers" ("email", "name", "organization", "interests", "status", "source", "unsubscribe_token", "created_at", "confirmed_at", "unsubscribed_at")
SELECT lower("email"), "name", "organization", "interests",
  CASE WHEN "status" = 'active' THEN 'confirmed' ELSE 'unsubscribed' END,
  'account',
  replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''),
  "created_at",
  CASE WHEN "status" = 'active' THEN "created_at" END,
  CASE WHEN "status" = 'active' THEN NULL ELSE now() END
FROM "users" WHERE "role" = 'viewer'
ON CONFLICT DO NOTHING;
