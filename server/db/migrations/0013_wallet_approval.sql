ALTER TYPE "public"."wallet_payment_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TABLE "cart_checkouts" ADD COLUMN "wallet_status" text;--> statement-breakpoint
ALTER TABLE "cart_checkouts" ADD COLUMN "wallet_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD COLUMN "capture_key" text;--> statement-breakpoint
ALTER TABLE "wallet_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_payments_capture_idx" ON "wallet_payments" USING btree ("capture_id");