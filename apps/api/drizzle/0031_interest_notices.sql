CREATE TABLE "interest_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interest_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "pending_interests" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "interest_notices_item_idx" ON "interest_notices" USING btree ("item_kind","item_id");--> statement-breakpoint
-- What the public sees already was published before notices existed: recorded as announced, so the
-- first sweep mails nothing about the back catalogue (a scheduled article not yet out is announced when it is).
INSERT INTO "interest_notices" ("item_kind", "item_id", "finished_at")
SELECT 'event', "id", now() FROM "events"
UNION ALL SELECT 'job', "id", now() FROM "jobs" WHERE "status" = 'published'
UNION ALL SELECT 'publication', "id", now() FROM "publications" WHERE "status" = 'published'
UNION ALL SELECT 'article', "id", now() FROM "articles"
  WHERE "kind" = 'article' AND ("status" = 'published' OR ("status" = 'scheduled' AND "scheduled_date" <= now()));
