-- Decision 31: the viewer role is read-only staff. Before subscribers had their own table (0025), every
-- newsletter sign-up made a viewer account without a password; such an account must not become a way into
-- the back office ("Forgot password?" on its address). Each is first made a subscriber, should one have
-- arrived after 0025 (the same rule as 0025: confirmed while active, else unsubscribed), then deleted.
-- Every reference to users allows it: sessions and password_tokens go with the account (cascade); content
-- (created_by, uploaded_by), revisions, trash and audit_log keep their rows with a null user (set null),
-- so an audit row of an old subscriber keeps role 'viewer' and no name, and reads "Subscriber".
-- Viewer accounts with a password were made on purpose by an administrator: they stay, as read-only staff.
INSERT INTO "subscribers" ("email", "name", "organization", "interests", "status", "source", "unsubscribe_token", "created_at", "confirmed_at", "unsubscribed_at")
SELECT lower("email"), "name", "organization", "interests",
  CASE WHEN "status" = 'active' THEN 'confirmed' ELSE 'unsubscribed' END,
  'account',
  replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''),
  "created_at",
  CASE WHEN "status" = 'active' THEN "created_at" END,
  CASE WHEN "status" = 'active' THEN NULL ELSE now() END
FROM "users" WHERE "role" = 'viewer' AND "password_hash" IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "users" WHERE "role" = 'viewer' AND "password_hash" IS NULL;
