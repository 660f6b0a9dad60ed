CREATE TABLE "card_stored_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"shopper_reference" text NOT NULL,
	"masked_card_no" text NOT NULL,
	"card_expiry" text NOT NULL,
	"card_type" text,
	"created_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"provider_method_id" text NOT NULL,
	"masked_card_no" text NOT NULL,
	"card_type" text,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "saved_cards_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "card_authorizations" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_checkouts" ADD COLUMN "delivery_method_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_cost_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_authorizations" ADD COLUMN "stored_method_id" text;--> statement-breakpoint
ALTER TABLE "card_tokens" ADD COLUMN "card_type" text;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_stored_methods_card_idx" ON "card_stored_methods" USING btree ("shopper_reference","masked_card_no","card_expiry") WHERE "card_stored_methods"."disabled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_method_idx" ON "saved_cards" USING btree ("user_id","provider_method_id");--> statement-breakpoint
ALTER TABLE "card_authorizations" ADD CONSTRAINT "card_authorizations_source_check" CHECK ("card_authorizations"."token_hash" is not null or "card_authorizations"."stored_method_id" is not null);