CREATE TABLE "content_state" (
	"kind" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
