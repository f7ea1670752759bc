CREATE TABLE "figures" (
	"key" text PRIMARY KEY NOT NULL,
	"value" double precision NOT NULL,
	"label" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"suffix" text DEFAULT '' NOT NULL,
	"plain" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
