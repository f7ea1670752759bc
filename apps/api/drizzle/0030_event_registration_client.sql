ALTER TABLE "event_registrations" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "event_registrations_client_idx" ON "event_registrations" USING btree ("event_id","client_key");