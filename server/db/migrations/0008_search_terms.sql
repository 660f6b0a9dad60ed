CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- New entries wait in the index's pending list until a vacuum, or until the list outgrows this
-- limit (4 MB by default), and every full-text search reads the whole list: 2 ms per search at
-- 400 pages. 512 kB keeps that under half a millisecond.
ALTER INDEX "products_search_idx" SET (gin_pending_list_limit = 512);--> statement-breakpoint
-- The words a product is found by: its search document's, less its code and material id (one
-- word per product would make the table as large as the catalogue).
CREATE FUNCTION "search_words"(document tsvector, code text, material_id bigint) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(w), '{}'::text[])
  FROM unnest(tsvector_to_array(document)) AS w
  WHERE w <> ALL (tsvector_to_array(to_tsvector('simple', code || ' ' || material_id::text)));
$$;
--> statement-breakpoint
-- Adds each count to its word (negative counts take products away) and drops words no product has.
CREATE FUNCTION "add_search_terms"(terms text[], deltas integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_terms" ("term", "products")
  SELECT t, d FROM unnest(terms, deltas) AS c(t, d) WHERE d <> 0 ORDER BY t
  ON CONFLICT ("term") DO UPDATE SET "products" = "search_terms"."products" + excluded."products";
  DELETE FROM "search_terms" WHERE "term" = ANY(terms) AND "products" <= 0;
$$;
--> statement-breakpoint
-- Inserts and deletes, once per statement (a seed inserts a thousand products at a time).
CREATE FUNCTION "search_terms_from_products"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  terms text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w), array_agg(n) INTO terms, deltas FROM (
      SELECT w, count(*)::int AS n FROM new_rows r, unnest("search_words"(r."search_document", r."code", r."material_id")) AS w GROUP BY w
    ) c;
  ELSE
    SELECT array_agg(w), array_agg(n) INTO terms, deltas FROM (
      SELECT w, -count(*)::int AS n FROM old_rows r, unnest("search_words"(r."search_document", r."code", r."material_id")) AS w GROUP BY w
    ) c;
  END IF;
  IF terms IS NOT NULL THEN
    PERFORM "add_search_terms"(terms, deltas);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Updates, per row and only when the search document changed: most updates (labels, category)
-- leave it alone and then cost nothing here, where a statement trigger would keep every updated
-- row twice in its transition tables.
CREATE FUNCTION "search_terms_from_product_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  terms text[];
  deltas integer[];
BEGIN
  SELECT array_agg(w), array_agg(n) INTO terms, deltas FROM (
    SELECT w, sum(d)::int AS n FROM (
      SELECT unnest("search_words"(NEW."search_document", NEW."code", NEW."material_id")) AS w, 1 AS d
      UNION ALL
      SELECT unnest("search_words"(OLD."search_document", OLD."code", OLD."material_id")), -1
    ) changes GROUP BY w HAVING sum(d) <> 0
  ) c;
  IF terms IS NOT NULL THEN
    PERFORM "add_search_terms"(terms, deltas);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_terms_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "search_terms";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_terms_ins" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_from_products"();
--> statement-breakpoint
CREATE TRIGGER "products_search_terms_upd" AFTER UPDATE ON "products" FOR EACH ROW WHEN (OLD."search_document" IS DISTINCT FROM NEW."search_document") EXECUTE FUNCTION "search_terms_from_product_update"();
--> statement-breakpoint
CREATE TRIGGER "products_search_terms_del" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_from_products"();
--> statement-breakpoint
CREATE TRIGGER "products_search_terms_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "search_terms_truncated"();
--> statement-breakpoint
-- Products matching a full-text query, read only through its index: the planner's estimate for
-- several common words together can be far too high, and a sequential scan that then finds
-- nothing reads the whole table (140 ms at 100k products). Settings on the function keep it to
-- the index whatever the estimate; the function is not inlined, so they apply to this query alone.
CREATE FUNCTION "product_search_ids"(query tsquery, max_rows integer) RETURNS SETOF integer LANGUAGE sql STABLE ROWS 100
SET enable_seqscan = off SET enable_indexscan = off SET enable_tidscan = off
AS $$
  SELECT "id" FROM "products" WHERE "search_document" @@ query LIMIT max_rows;
$$;
--> statement-breakpoint
INSERT INTO "search_terms" ("term", "products")
SELECT w, count(*) FROM "products" p, unnest("search_words"(p."search_document", p."code", p."material_id")) AS w GROUP BY w;
