ALTER TABLE "field_sites" ALTER COLUMN "x" SET DEFAULT 50;--> statement-breakpoint
ALTER TABLE "field_sites" ALTER COLUMN "y" SET DEFAULT 50;