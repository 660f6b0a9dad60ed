CREATE TYPE "public"."cart_kind" AS ENUM('cart', 'quickOrder', 'savedBag', 'savedCart');--> statement-breakpoint
CREATE TYPE "public"."list_import_status" AS ENUM('uploading', 'finished', 'failed');--> statement-breakpoint
CREATE TABLE "list_products" (
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_products_cart_id_product_id_pk" PRIMARY KEY("cart_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "list_snapshots" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"entries" jsonb NOT NULL,
	"products" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "carts_one_active_idx";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "kind" "cart_kind" DEFAULT 'cart' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "import_status" "list_import_status";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "import_report" jsonb;--> statement-breakpoint
ALTER TABLE "list_products" ADD CONSTRAINT "list_products_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_products" ADD CONSTRAINT "list_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_snapshots" ADD CONSTRAINT "list_snapshots_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carts_saved_lists_idx" ON "carts" USING btree ("user_id","site_id","kind") WHERE "carts"."kind" in ('savedBag', 'savedCart');--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_active_idx" ON "carts" USING btree ("user_id",coalesce("unit_id", 0),"site_id","mode","kind") WHERE "carts"."status" = 'active' and "carts"."kind" in ('cart', 'quickOrder');--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_saved_name_check" CHECK ("carts"."kind" not in ('savedBag', 'savedCart') or "carts"."name" is not null);