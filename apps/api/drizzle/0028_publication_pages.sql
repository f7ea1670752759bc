-- Publications get a page of their own, /publications/{slug} (issue 35, point 6), and keep a link to a
-- copy elsewhere apart from their uploaded file (point 28). Rows that exist get a placeholder slug,
-- `publication-{id}`, unique as their ids are; the data step 0028-publication-pages
-- (src/db/data-steps.ts) then makes each from its title with the articles' rule, and moves a stored
-- file address that is not this site's upload into `external_url`.
ALTER TABLE "publications" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "publications" SET "slug" = 'publication-' || "id";--> statement-breakpoint
ALTER TABLE "publications" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "external_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "publications_slug_unique" ON "publications" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "publications_keywords_idx" ON "publications" USING gin ("keywords");--> statement-breakpoint
CREATE INDEX "publications_authors_idx" ON "publications" USING gin ("authors" jsonb_path_ops);
