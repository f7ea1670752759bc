CREATE TABLE "field_sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "field_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"region" text NOT NULL,
	"type" text NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"health_workers_trained" integer DEFAULT 0 NOT NULL,
	"communities_reached" integer DEFAULT 0 NOT NULL,
	"programs_active" integer DEFAULT 0 NOT NULL,
	"lives_impacted" integer DEFAULT 0 NOT NULL,
	"programs" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text NOT NULL,
	"color_from" text NOT NULL,
	"color_to" text NOT NULL,
	"motif" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "field_sites" ADD CONSTRAINT "field_sites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_sites_region_name_idx" ON "field_sites" USING btree ("region","name","id");