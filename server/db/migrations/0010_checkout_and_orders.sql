CREATE TYPE "public"."address_verification" AS ENUM('verified', 'not_verified', 'unchecked');--> statement-breakpoint
CREATE TYPE "public"."replenishment_recurrence" AS ENUM('DAILY', 'WEEKLY', 'MONTHLY');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('PENDING_APPROVAL', 'PLACED', 'EXPORTED', 'QUANTITY_CHANGED', 'PROCESSING_ERROR', 'COMPLETED', 'REJECTED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."payment_kind" AS ENUM('CARD', 'WALLET', 'ACCOUNT', 'GIFTCARD');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('authorized', 'captured', 'voided', 'charged');--> statement-breakpoint
CREATE SEQUENCE "public"."order_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"unit_id" integer,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text,
	"country_iso" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"town_city" text NOT NULL,
	"region_iso" text,
	"postcode" text NOT NULL,
	"phone" text,
	"phone_country" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"verification" "address_verification" DEFAULT 'unchecked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_code_unique" UNIQUE("code"),
	CONSTRAINT "addresses_owner_check" CHECK (("addresses"."unit_id" is null) <> ("addresses"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "cart_checkouts" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"delivery_address_id" integer,
	"payment_type" text,
	"purchase_number" text,
	"comment" text,
	"cost_centre_id" integer,
	"sales_rep_uid" text,
	"requested_ship_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trade_show_delivery" jsonb,
	"gift_card_id" integer,
	"gift_card_amount_minor" bigint,
	"wallet_payment_id" text,
	"wallet_payer_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"pin_hash" text NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" bigint NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_number_unique" UNIQUE("number"),
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "replenishment_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"site_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"unit_id" integer,
	"recurrence" "replenishment_recurrence" NOT NULL,
	"n_days" smallint,
	"n_weeks" smallint,
	"weekdays" jsonb,
	"nth_day_of_month" smallint,
	"start_date" date NOT NULL,
	"next_run_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"template" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "replenishment_schedules_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "order_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"entry_number" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint,
	"total_minor" bigint,
	"delivery_target_code" text,
	"delivery_year" smallint,
	CONSTRAINT "order_entries_quantity_check" CHECK ("order_entries"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"status" "payment_status" NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider_reference" text,
	"display_reference" text,
	"gift_card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_vouchers" (
	"order_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"discount_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"parent_id" integer,
	"site_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"unit_id" integer,
	"placed_by_id" integer,
	"cart_id" integer,
	"mode" "booking_mode" NOT NULL,
	"currency" text NOT NULL,
	"status" "order_status" NOT NULL,
	"delivery_address" jsonb,
	"billing_address" jsonb,
	"trade_show_delivery" jsonb,
	"payment_type" text NOT NULL,
	"purchase_number" text,
	"comment" text,
	"cost_centre_code" text,
	"sales_rep_uid" text,
	"delivery_target_code" text,
	"delivery_year" smallint,
	"desired_ship_date" date,
	"cancel_date" date,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"payment_cost_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint NOT NULL,
	"total_quantity" integer NOT NULL,
	"replenishment_schedule_id" integer,
	"approval_comment" text,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"placed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_code_unique" UNIQUE("code"),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_checkouts" ADD CONSTRAINT "cart_checkouts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_checkouts" ADD CONSTRAINT "cart_checkouts_delivery_address_id_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_checkouts" ADD CONSTRAINT "cart_checkouts_cost_centre_id_cost_centres_id_fk" FOREIGN KEY ("cost_centre_id") REFERENCES "public"."cost_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_checkouts" ADD CONSTRAINT "cart_checkouts_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_schedules" ADD CONSTRAINT "replenishment_schedules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_schedules" ADD CONSTRAINT "replenishment_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_schedules" ADD CONSTRAINT "replenishment_schedules_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_entries" ADD CONSTRAINT "order_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_entries" ADD CONSTRAINT "order_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_entries" ADD CONSTRAINT "order_entries_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_vouchers" ADD CONSTRAINT "order_vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_vouchers" ADD CONSTRAINT "order_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parent_id_orders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_id_users_id_fk" FOREIGN KEY ("placed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_replenishment_schedule_id_replenishment_schedules_id_fk" FOREIGN KEY ("replenishment_schedule_id") REFERENCES "public"."replenishment_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_unit_idx" ON "addresses" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_default_unit_idx" ON "addresses" USING btree ("unit_id") WHERE "addresses"."is_default" and "addresses"."unit_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_default_user_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default" and "addresses"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "replenishment_due_idx" ON "replenishment_schedules" USING btree ("next_run_on") WHERE "replenishment_schedules"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "order_entries_number_idx" ON "order_entries" USING btree ("order_id","entry_number");--> statement-breakpoint
CREATE UNIQUE INDEX "order_idempotency_idx" ON "order_idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_vouchers_idx" ON "order_vouchers" USING btree ("order_id","voucher_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_unit_idx" ON "orders" USING btree ("unit_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_parent_idx" ON "orders" USING btree ("parent_id");