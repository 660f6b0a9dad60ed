CREATE TYPE "public"."account_kind" AS ENUM('consumer', 'dealer', 'franchise', 'corporate', 'promo', 'buyer', 'approver', 'salesrep', 'agent');--> statement-breakpoint
CREATE TABLE "cost_centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_rep_units" (
	"rep_user_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "sales_rep_units_rep_user_id_unit_id_pk" PRIMARY KEY("rep_user_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"context_path" text NOT NULL,
	"name" text NOT NULL,
	"b2b" boolean NOT NULL,
	"country" text NOT NULL,
	"default_language" text NOT NULL,
	"default_currency" text NOT NULL,
	CONSTRAINT "sites_contextPath_unique" UNIQUE("context_path")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"site_id" text NOT NULL,
	"parent_id" integer,
	"account_kind" "account_kind" NOT NULL,
	"credit_blocked" boolean DEFAULT false NOT NULL,
	"order_export_enabled" boolean DEFAULT true NOT NULL,
	"credit_limit_minor" bigint,
	CONSTRAINT "units_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "user_sites" (
	"user_id" integer NOT NULL,
	"site_id" text NOT NULL,
	CONSTRAINT "user_sites_user_id_site_id_pk" PRIMARY KEY("user_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"kind" "account_kind" NOT NULL,
	"unit_id" integer,
	"approver_id" integer,
	"language" text,
	"currency" text,
	"dealer_owner" boolean DEFAULT false NOT NULL,
	"rapid_delivery" boolean DEFAULT false NOT NULL,
	"terms_version" integer,
	"terms_accepted_at" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"message_id" text,
	"file_path" text
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"site_id" text NOT NULL,
	"csrf_token" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"code" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_inventory" (
	"variant_id" integer NOT NULL,
	"arrival_date" date NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "inbound_inventory_variant_id_arrival_date_pk" PRIMARY KEY("variant_id","arrival_date")
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sport" text NOT NULL,
	CONSTRAINT "leagues_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "nav_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text,
	"parent_id" integer,
	"position" smallint NOT NULL,
	"labels" jsonb NOT NULL,
	"path" text
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"msrp_minor" bigint NOT NULL,
	CONSTRAINT "prices_product_id_currency_pk" PRIMARY KEY("product_id","currency")
);
--> statement-breakpoint
CREATE TABLE "product_colours" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"primary_hex" text NOT NULL,
	"secondary_hex" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"material_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"silhouette_code" text NOT NULL,
	"team_id" integer,
	"category_code" text NOT NULL,
	"gender" text NOT NULL,
	"labels" text[] DEFAULT '{}' NOT NULL,
	"gcp" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "silhouettes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"variant_id" integer PRIMARY KEY NOT NULL,
	"quantity" integer NOT NULL,
	"low_stock_threshold" integer DEFAULT 10 NOT NULL,
	"force_in_stock" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"league_id" integer NOT NULL,
	"primary_hex" text NOT NULL,
	"secondary_hex" text NOT NULL,
	CONSTRAINT "teams_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"colour_id" integer NOT NULL,
	"size" text NOT NULL,
	"size_position" smallint NOT NULL,
	"upc" text NOT NULL,
	"max_order_quantity" integer,
	CONSTRAINT "variants_upc_unique" UNIQUE("upc")
);
--> statement-breakpoint
CREATE TABLE "booking_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_target_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"year" smallint NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"ship_from" date NOT NULL,
	"ship_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"town" text NOT NULL,
	"region" text,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"phone" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"features" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "stores_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "cost_centres" ADD CONSTRAINT "cost_centres_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rep_units" ADD CONSTRAINT "sales_rep_units_rep_user_id_users_id_fk" FOREIGN KEY ("rep_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rep_units" ADD CONSTRAINT "sales_rep_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_parent_id_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sites" ADD CONSTRAINT "user_sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sites" ADD CONSTRAINT "user_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_inventory" ADD CONSTRAINT "inbound_inventory_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_nodes" ADD CONSTRAINT "nav_nodes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_nodes" ADD CONSTRAINT "nav_nodes_parent_id_nav_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nav_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colours" ADD CONSTRAINT "product_colours_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_silhouette_code_silhouettes_code_fk" FOREIGN KEY ("silhouette_code") REFERENCES "public"."silhouettes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_code_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_colour_id_product_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."product_colours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_windows" ADD CONSTRAINT "booking_windows_delivery_target_id_delivery_targets_id_fk" FOREIGN KEY ("delivery_target_id") REFERENCES "public"."delivery_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_windows" ADD CONSTRAINT "booking_windows_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "units_parent_idx" ON "units" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "units_site_idx" ON "units" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_unit_idx" ON "users" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "password_reset_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "nav_nodes_parent_idx" ON "nav_nodes" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_colours_product_code_idx" ON "product_colours" USING btree ("product_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_material_idx" ON "products" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "products_team_idx" ON "products" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_code");--> statement-breakpoint
CREATE INDEX "teams_league_idx" ON "teams" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "variants_colour_idx" ON "variants" USING btree ("colour_id");--> statement-breakpoint
CREATE INDEX "booking_windows_unit_idx" ON "booking_windows" USING btree ("unit_id","delivery_target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_targets_code_year_idx" ON "delivery_targets" USING btree ("code","year");--> statement-breakpoint
CREATE INDEX "stores_site_idx" ON "stores" USING btree ("site_id");