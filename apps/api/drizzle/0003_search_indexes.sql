DROP INDEX "projects_description_trgm_idx";--> statement-breakpoint
CREATE INDEX "articles_tags_text_trgm_idx" ON "articles" USING gin (mnch_list_text("tags") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_description_text_trgm_idx" ON "events" USING gin (mnch_html_text("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_venue_trgm_idx" ON "events" USING gin ("venue_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_description_text_trgm_idx" ON "projects" USING gin (mnch_html_text("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_tags_text_trgm_idx" ON "projects" USING gin (mnch_list_text("tags") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publications_journal_trgm_idx" ON "publications" USING gin ("journal" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publications_authors_text_trgm_idx" ON "publications" USING gin (mnch_authors_text("authors") gin_trgm_ops);