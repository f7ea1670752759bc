CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"city" text,
	"country" text,
	"region" text,
	"latitude" double precision,
	"longitude" double precision,
	"logo_url" text,
	"initials" text,
	"color_from" text,
	"color_to" text,
	"icon" text,
	"website" text,
	"description" text,
	"focus" text,
	"focus_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"key_contact" text,
	"projects" text[] DEFAULT '{}'::text[] NOT NULL,
	"publications" integer,
	"project_count" integer,
	"since" integer,
	"lists" text[] DEFAULT '{}'::text[] NOT NULL,
	"in_carousel" boolean DEFAULT false NOT NULL,
	"details" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"department" text,
	"country" text,
	"bio" text,
	"education" text,
	"expertise" text,
	"publications" text[] DEFAULT '{}'::text[] NOT NULL,
	"email" text,
	"phone" text,
	"photo_url" text,
	"orcid_url" text,
	"scholar_url" text,
	"linkedin_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "partners_order_idx" ON "partners" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "partners_type_idx" ON "partners" USING btree ("type","position","id");--> statement-breakpoint
CREATE INDEX "team_members_order_idx" ON "team_members" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "team_members_category_idx" ON "team_members" USING btree ("category","position","id");