ALTER TABLE "orders" ADD COLUMN "erp_order_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "erp_message" text;