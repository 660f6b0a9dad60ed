ALTER TABLE "users" ADD COLUMN "can_see_prices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_hiding_available" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "prices_hidden" boolean DEFAULT false NOT NULL;