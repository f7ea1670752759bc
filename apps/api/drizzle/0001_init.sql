CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text DEFAULT 'article' NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text,
	"content" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"featured_image" text,
	"author" text DEFAULT 'Admin User' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"meta_description" text,
	"scheduled_date" timestamp with time zone,
	"published_at" timestamp with time zone,
	"read_time" integer DEFAULT 1 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"url" text,
	"ext" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"venue_name" text,
	"virtual_link" text,
	"organizer" text NOT NULL,
	"contact_email" text,
	"capacity" integer DEFAULT 50 NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"registration_deadline" timestamp with time zone,
	"registration_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT 'UGX' NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" numeric(2, 1) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gallery_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"image_url" text NOT NULL,
	"filename" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"mimetype" text NOT NULL,
	"type" text DEFAULT 'photos' NOT NULL,
	"full_size" text,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organization" text,
	"subject" text,
	"interest" text,
	"message" text,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"budget" numeric(16, 2) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT 'UGX' NOT NULL,
	"principal_investigator" text,
	"funding_source" text,
	"target_beneficiaries" integer DEFAULT 0 NOT NULL,
	"geographical_scope" text,
	"image_url" text,
	"partners" text[] DEFAULT '{}'::text[] NOT NULL,
	"team_members" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"document_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"authors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type" text NOT NULL,
	"journal" text,
	"year" integer NOT NULL,
	"doi" text,
	"abstract" text,
	"description" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"citations" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"file_url" text,
	"file_name" text,
	"file_size" integer,
	"cover_image_url" text,
	"cover_image_name" text,
	"cover_image_size" integer,
	"publication_source" text,
	"impact_factor" numeric(8, 3) DEFAULT '0' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"role" text DEFAULT 'viewer' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"organization" text,
	"position" text,
	"bio" text,
	"avatar" text,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"password_hash" text,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_unique" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_list_idx" ON "articles" USING btree ("kind","status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_kind_created_idx" ON "articles" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("kind","category","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_scheduled_idx" ON "articles" USING btree ("scheduled_date");--> statement-breakpoint
CREATE INDEX "articles_tags_idx" ON "articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_excerpt_trgm_idx" ON "articles" USING gin ("excerpt" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_unique" ON "event_registrations" USING btree ("event_id","email");--> statement-breakpoint
CREATE INDEX "event_registrations_created_idx" ON "event_registrations" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "events_type_idx" ON "events" USING btree ("type","start_date");--> statement-breakpoint
CREATE INDEX "events_status_idx" ON "events" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "events_rating_idx" ON "events" USING btree ("rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_title_idx" ON "events" USING btree ("title");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gallery_created_idx" ON "gallery_images" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gallery_title_idx" ON "gallery_images" USING btree ("title");--> statement-breakpoint
CREATE INDEX "gallery_size_idx" ON "gallery_images" USING btree ("size");--> statement-breakpoint
CREATE INDEX "gallery_title_trgm_idx" ON "gallery_images" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gallery_description_trgm_idx" ON "gallery_images" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_list_idx" ON "inquiries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_read_idx" ON "inquiries" USING btree ("read","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_kind_idx" ON "inquiries" USING btree ("kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_list_idx" ON "projects" USING btree ("archived","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("archived","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_category_idx" ON "projects" USING btree ("archived","category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_created_by_idx" ON "projects" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "projects_tags_idx" ON "projects" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "projects_title_trgm_idx" ON "projects" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_description_trgm_idx" ON "projects" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publications_list_idx" ON "publications" USING btree ("status","year" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publications_type_idx" ON "publications" USING btree ("status","type","year" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publications_created_idx" ON "publications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publications_created_by_idx" ON "publications" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "publications_title_trgm_idx" ON "publications" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_role_status_idx" ON "users" USING btree ("role","status");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);