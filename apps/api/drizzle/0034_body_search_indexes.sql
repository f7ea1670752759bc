CREATE INDEX "articles_content_text_trgm_idx" ON "articles" USING gin (mnch_html_text("content") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publications_abstract_text_trgm_idx" ON "publications" USING gin (mnch_html_text("abstract") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publications_description_trgm_idx" ON "publications" USING gin ("description" gin_trgm_ops);