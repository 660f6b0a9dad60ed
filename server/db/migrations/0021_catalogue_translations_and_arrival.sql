CREATE TABLE "colour_translations" (
	"name" text NOT NULL,
	"language" text NOT NULL,
	"translation" text NOT NULL,
	CONSTRAINT "colour_translations_name_language_pk" PRIMARY KEY("name","language")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "product_translations_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "arrival_date" date DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_arrival_idx" ON "products" USING btree ("arrival_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Products already in the catalogue arrived when they were created (decision 0045).
UPDATE "products" SET "arrival_date" = ("created_at" AT TIME ZONE 'UTC')::date;--> statement-breakpoint
-- "New arrivals" in the header was a search for the word "new"; it is a listing now.
UPDATE "nav_nodes" SET "path" = '/new-arrivals' WHERE "path" = '/search?text=new';
