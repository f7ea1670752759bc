-- Events and projects get a slug (their public address: /events?event={slug}, /research/{slug}). Rows that
-- exist get a placeholder, `event-{id}` / `project-{id}`, unique as their ids are; the data step
-- 0023-event-project-slugs (src/db/data-steps.ts) then makes each from its title with the articles' rule.
ALTER TABLE "events" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "events" SET "slug" = 'event-' || "id";--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "projects" SET "slug" = 'project-' || "id";--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_unique" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_unique" ON "projects" USING btree ("slug");
