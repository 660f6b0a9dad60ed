CREATE SEQUENCE "public"."replenishment_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 50000001 CACHE 1;--> statement-breakpoint
ALTER TABLE "replenishment_schedules" ADD COLUMN "last_run_on" date;--> statement-breakpoint
ALTER TABLE "replenishment_schedules" ADD COLUMN "last_order_id" integer;--> statement-breakpoint
ALTER TABLE "replenishment_schedules" ADD COLUMN "last_error" text;