CREATE TYPE "public"."price_run_status" AS ENUM('IN_PROGRESS', 'COMPLETED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."voucher_kind" AS ENUM('percent', 'absolute');--> statement-breakpoint
CREATE TABLE "cart_price_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"material_id" bigint NOT NULL,
	"delivery_target_code" text,
	"delivery_year" smallint,
	"quantity" integer NOT NULL,
	"your_price_minor" bigint,
	"entry_total_minor" bigint,
	CONSTRAINT "cart_price_lines_quantity_check" CHECK ("cart_price_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_price_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"cart_version" integer NOT NULL,
	"sold_to" text NOT NULL,
	"currency" text NOT NULL,
	"status" "price_run_status" DEFAULT 'IN_PROGRESS' NOT NULL,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cart_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"applied_by" integer NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"code" text NOT NULL,
	"kind" "voucher_kind" NOT NULL,
	"value" bigint NOT NULL,
	"currency" text,
	"min_order_minor" bigint DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_used_check" CHECK ("vouchers"."used_count" >= 0 and ("vouchers"."usage_limit" is null or "vouchers"."used_count" <= "vouchers"."usage_limit")),
	CONSTRAINT "vouchers_value_check" CHECK (("vouchers"."kind" = 'percent' and "vouchers"."value" between 1 and 10000) or ("vouchers"."kind" = 'absolute' and "vouchers"."value" > 0 and "vouchers"."currency" is not null)),
	CONSTRAINT "vouchers_min_order_check" CHECK ("vouchers"."min_order_minor" >= 0 and ("vouchers"."min_order_minor" = 0 or "vouchers"."currency" is not null))
);
--> statement-breakpoint
ALTER TABLE "cart_price_lines" ADD CONSTRAINT "cart_price_lines_run_id_cart_price_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."cart_price_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_price_runs" ADD CONSTRAINT "cart_price_runs_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_vouchers" ADD CONSTRAINT "cart_vouchers_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_vouchers" ADD CONSTRAINT "cart_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_vouchers" ADD CONSTRAINT "cart_vouchers_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_price_lines_line_idx" ON "cart_price_lines" USING btree ("run_id","material_id",coalesce("delivery_target_code", ''),coalesce("delivery_year", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "cart_price_runs_cart_version_idx" ON "cart_price_runs" USING btree ("cart_id","cart_version");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_vouchers_cart_voucher_idx" ON "cart_vouchers" USING btree ("cart_id","voucher_id");--> statement-breakpoint
CREATE INDEX "cart_vouchers_voucher_idx" ON "cart_vouchers" USING btree ("voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_site_code_idx" ON "vouchers" USING btree ("site_id","code");