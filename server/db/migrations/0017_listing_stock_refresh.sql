-- An order takes stock, and every stock update refreshed its products' whole listing rows: the
-- sizes and colour names again, and a new row version with its GIN index entries even when
-- nothing changed. A quantity change can only move the stock total and the availability, so
-- updates of stock_levels now refresh just those, and only where they differ.
CREATE FUNCTION "refresh_product_listing_stock"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "product_listing" pl SET "stock_total" = st."total", "availability" = st."availability"
  FROM (
    SELECT v."product_id",
      coalesce(sum(sl."quantity"), 0)::int AS "total",
      CASE WHEN bool_or(sl."force_in_stock" OR sl."quantity" > sl."low_stock_threshold") THEN 'inStock'
           WHEN bool_or(sl."quantity" > 0) THEN 'lowStock' ELSE 'outOfStock' END AS "availability"
    FROM "variants" v LEFT JOIN "stock_levels" sl ON sl."variant_id" = v."id"
    WHERE v."product_id" = ANY(ids)
    GROUP BY v."product_id"
  ) st
  WHERE pl."product_id" = st."product_id"
    AND (pl."stock_total", pl."availability") IS DISTINCT FROM (st."total", st."availability");
$$;
--> statement-breakpoint
CREATE FUNCTION "product_listing_from_stock_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A stock row moved to another variant (not done by the app) changes sizes: refresh all of both.
  IF EXISTS (SELECT o."variant_id" FROM old_rows o EXCEPT SELECT n."variant_id" FROM new_rows n) THEN
    PERFORM "refresh_product_listing"(ARRAY(
      SELECT v."product_id" FROM old_rows o JOIN "variants" v ON v."id" = o."variant_id"
      UNION SELECT v."product_id" FROM new_rows n JOIN "variants" v ON v."id" = n."variant_id"));
  ELSE
    PERFORM "refresh_product_listing_stock"(ARRAY(SELECT DISTINCT v."product_id" FROM new_rows n JOIN "variants" v ON v."id" = n."variant_id"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "stock_levels_listing_upd" ON "stock_levels";
--> statement-breakpoint
CREATE TRIGGER "stock_levels_listing_upd" AFTER UPDATE ON "stock_levels" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_from_stock_update"();
