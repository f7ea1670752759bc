-- Immutable text views of list and HTML columns, so that searches over them can use trigram indexes
-- (schema.ts declares the indexes on these expressions; the services search the same expressions).
-- Tags and authors are joined with a newline, which a one-line search term does not cross.
CREATE OR REPLACE FUNCTION mnch_list_text(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string($1, E'\n') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mnch_authors_text(jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(string_agg(a->>'name', E'\n'), '') FROM jsonb_array_elements($1) AS a $$;
--> statement-breakpoint
-- HTML to text: block tags become spaces, inline tags vanish ("<b>a</b>b" reads "ab"), runs of spaces become one.
CREATE OR REPLACE FUNCTION mnch_html_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(regexp_replace(regexp_replace($1, '</?(p|div|li|ul|ol|h[1-6]|br|hr|tr|td|th|blockquote|pre|table)([[:space:]][^>]*)?/?>', ' ', 'gi'), '<[^>]*>', '', 'g'), '[[:space:]]+', ' ', 'g') $$;
