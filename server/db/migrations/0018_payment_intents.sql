CREATE TYPE "public"."payment_intent_provider" AS ENUM('card', 'wallet');--> statement-breakpoint
CREATE TYPE "public"."payment_intent_state" AS ENUM('pending', 'authorized', 'captured', 'attached', 'releasing', 'voided', 'refunded', 'failed');--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"placement_key" text NOT NULL,
	"provider" "payment_intent_provider" NOT NULL,
	"provider_key" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" "payment_intent_state" DEFAULT 'pending' NOT NULL,
	"wallet_payment_id" text,
	"provider_reference" text,
	"stored_method_id" text,
	"shopper_reference" text,
	"order_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_intents_amount_check" CHECK ("payment_intents"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_provider_key_idx" ON "payment_intents" USING btree ("provider","provider_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_one_live_per_cart_idx" ON "payment_intents" USING btree ("cart_id") WHERE "payment_intents"."state" in ('pending', 'authorized', 'captured', 'releasing');--> statement-breakpoint
CREATE INDEX "payment_intents_live_idx" ON "payment_intents" USING btree ("updated_at") WHERE "payment_intents"."state" in ('pending', 'authorized', 'captured', 'releasing');--> statement-breakpoint
CREATE INDEX "order_payments_provider_reference_idx" ON "order_payments" USING btree ("provider_reference");