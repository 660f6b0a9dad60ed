CREATE TYPE "public"."order_update_status" AS ENUM('APPLIED', 'IN_PROGRESS', 'QUANTITY_CHANGED', 'PROCESSING_ERROR');--> statement-breakpoint
ALTER TABLE "order_entries" ADD COLUMN "pending_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_entries" ADD COLUMN "erp_requested_quantity" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "update_status" "order_update_status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "update_seq" integer DEFAULT 0 NOT NULL;