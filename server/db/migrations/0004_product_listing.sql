CREATE TABLE "product_listing" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"stock_total" integer DEFAULT 0 NOT NULL,
	"availability" text DEFAULT 'outOfStock' NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"colour_names" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_listing" ADD CONSTRAINT "product_listing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listing_sizes_idx" ON "product_listing" USING gin ("sizes");--> statement-breakpoint
CREATE INDEX "product_listing_colours_idx" ON "product_listing" USING gin ("colour_names");--> statement-breakpoint
CREATE FUNCTION "refresh_product_listing"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "product_listing" ("product_id", "stock_total", "availability", "sizes", "colour_names")
  SELECT p."id",
    coalesce(st."total", 0),
    coalesce(st."availability", 'outOfStock'),
    coalesce(st."sizes", '{}'::text[]),
    coalesce((SELECT array_agg(DISTINCT pc."name" ORDER BY pc."name") FROM "product_colours" pc WHERE pc."product_id" = p."id"), '{}'::text[])
  FROM "products" p
  LEFT JOIN LATERAL (
    SELECT sum(sl."quantity")::int AS "total",
      CASE WHEN bool_or(sl."force_in_stock" OR sl."quantity" > sl."low_stock_threshold") THEN 'inStock'
           WHEN bool_or(sl."quantity" > 0) THEN 'lowStock' ELSE 'outOfStock' END AS "availability",
      array_agg(DISTINCT v."size" ORDER BY v."size") AS "sizes"
    FROM "variants" v LEFT JOIN "stock_levels" sl ON sl."variant_id" = v."id"
    WHERE v."product_id" = p."id"
  ) st ON true
  WHERE p."id" = ANY(ids)
  ON CONFLICT ("product_id") DO UPDATE SET
    "stock_total" = excluded."stock_total", "availability" = excluded."availability",
    "sizes" = excluded."sizes", "colour_names" = excluded."colour_names";
$$;
--> statement-breakpoint
CREATE FUNCTION "product_listing_from_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "refresh_product_listing"(ARRAY(SELECT DISTINCT v."product_id" FROM old_rows o JOIN "variants" v ON v."id" = o."variant_id"));
  ELSE
    PERFORM "refresh_product_listing"(ARRAY(SELECT DISTINCT v."product_id" FROM new_rows n JOIN "variants" v ON v."id" = n."variant_id"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_listing_from_product_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "refresh_product_listing"(ARRAY(SELECT DISTINCT o."product_id" FROM old_rows o));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "refresh_product_listing"(ARRAY(SELECT o."product_id" FROM old_rows o UNION SELECT n."product_id" FROM new_rows n));
  ELSE
    PERFORM "refresh_product_listing"(ARRAY(SELECT DISTINCT n."product_id" FROM new_rows n));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stock_levels_listing_ins" AFTER INSERT ON "stock_levels" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_from_stock"();
--> statement-breakpoint
CREATE TRIGGER "stock_levels_listing_upd" AFTER UPDATE ON "stock_levels" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_from_stock"();
--> statement-breakpoint
CREATE TRIGGER "stock_levels_listing_del" AFTER DELETE ON "stock_levels" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_from_stock"();
--> statement-breakpoint
CREATE TRIGGER "variants_listing_ins" AFTER INSERT ON "variants" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_from_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "variants_listing_upd" AFTER UPDATE ON "variants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_from_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "variants_listing_del" AFTER DELETE ON "variants" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_from_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_colours_listing_ins" AFTER INSERT ON "product_colours" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_from_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_colours_listing_upd" AFTER UPDATE ON "product_colours" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_from_product_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_colours_listing_del" AFTER DELETE ON "product_colours" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_listing_from_product_rows"();
--> statement-breakpoint
SELECT "refresh_product_listing"(ARRAY(SELECT "id" FROM "products"));
