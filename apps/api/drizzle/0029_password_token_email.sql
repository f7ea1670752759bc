-- A password link is bound to the address it was sent to (modules/users/password-links.ts): it works
-- only while that is still the user's address. Links sent before this step take the user's address of
-- now, except those whose account changed after they were sent (an email, password, role or status
-- changed, which now end a user's links: modules/users/end-access.ts) and those past their time: deleted.
ALTER TABLE "password_tokens" ADD COLUMN "email" text;--> statement-breakpoint
DELETE FROM "password_tokens" USING "users" WHERE "users"."id" = "password_tokens"."user_id" AND ("users"."updated_at" > "password_tokens"."created_at" OR "password_tokens"."expires_at" <= now());--> statement-breakpoint
UPDATE "password_tokens" SET "email" = "users"."email" FROM "users" WHERE "users"."id" = "password_tokens"."user_id";--> statement-breakpoint
ALTER TABLE "password_tokens" ALTER COLUMN "email" SET NOT NULL;
