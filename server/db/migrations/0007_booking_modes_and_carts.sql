CREATE TYPE "public"."booking_mode" AS ENUM('STOCK', 'PREBOOKING', 'GCP');--> statement-breakpoint
CREATE TYPE "public"."cart_status" AS ENUM('active', 'ordered');--> statement-breakpoint
CREATE TABLE "cart_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"entry_number" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"delivery_target_code" text,
	"delivery_year" smallint,
	"season_collection" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_entries_quantity_check" CHECK ("cart_entries"."quantity" >= 0),
	CONSTRAINT "cart_entries_target_check" CHECK (("cart_entries"."delivery_target_code" is null) = ("cart_entries"."delivery_year" is null))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"unit_id" integer,
	"site_id" text NOT NULL,
	"mode" "booking_mode" NOT NULL,
	"currency" text NOT NULL,
	"status" "cart_status" DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ordered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cart_entries" ADD CONSTRAINT "cart_entries_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_entries" ADD CONSTRAINT "cart_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_entries" ADD CONSTRAINT "cart_entries_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_entries" ADD CONSTRAINT "cart_entries_delivery_target_fk" FOREIGN KEY ("delivery_target_code","delivery_year") REFERENCES "public"."delivery_targets"("code","year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_entries_number_idx" ON "cart_entries" USING btree ("cart_id","entry_number");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_entries_line_idx" ON "cart_entries" USING btree ("cart_id","variant_id",coalesce("delivery_target_code", ''),coalesce("delivery_year", 0));--> statement-breakpoint
CREATE INDEX "cart_entries_cart_product_idx" ON "cart_entries" USING btree ("cart_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_active_idx" ON "carts" USING btree ("user_id",coalesce("unit_id", 0),"site_id","mode") WHERE "carts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "carts_unit_idx" ON "carts" USING btree ("unit_id");