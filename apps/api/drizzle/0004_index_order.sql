DROP INDEX "articles_list_idx";--> statement-breakpoint
DROP INDEX "articles_kind_created_idx";--> statement-breakpoint
DROP INDEX "articles_category_idx";--> statement-breakpoint
DROP INDEX "events_rating_idx";--> statement-breakpoint
DROP INDEX "gallery_created_idx";--> statement-breakpoint
DROP INDEX "inquiries_list_idx";--> statement-breakpoint
DROP INDEX "inquiries_read_idx";--> statement-breakpoint
DROP INDEX "inquiries_kind_idx";--> statement-breakpoint
DROP INDEX "projects_list_idx";--> statement-breakpoint
DROP INDEX "projects_status_idx";--> statement-breakpoint
DROP INDEX "projects_category_idx";--> statement-breakpoint
DROP INDEX "publications_list_idx";--> statement-breakpoint
DROP INDEX "publications_type_idx";--> statement-breakpoint
DROP INDEX "publications_created_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "articles_list_idx" ON "articles" USING btree ("kind","status","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_kind_created_idx" ON "articles" USING btree ("kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("kind","category","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_rating_idx" ON "events" USING btree ("rating" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gallery_created_idx" ON "gallery_images" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inquiries_list_idx" ON "inquiries" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inquiries_read_idx" ON "inquiries" USING btree ("read","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inquiries_kind_idx" ON "inquiries" USING btree ("kind","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_list_idx" ON "projects" USING btree ("archived","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("archived","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_category_idx" ON "projects" USING btree ("archived","category","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "publications_list_idx" ON "publications" USING btree ("status","year" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "publications_type_idx" ON "publications" USING btree ("status","type","year" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "publications_created_idx" ON "publications" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);