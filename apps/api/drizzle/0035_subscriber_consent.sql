ALTER TABLE "subscribers" ADD COLUMN "consent" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "added_by" integer;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;