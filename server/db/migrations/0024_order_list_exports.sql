CREATE TYPE "public"."order_list_export_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"outbox_id" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_list_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"format" text NOT NULL,
	"language" text NOT NULL,
	"prices_hidden" boolean DEFAULT false NOT NULL,
	"status" "order_list_export_status" DEFAULT 'queued' NOT NULL,
	"order_ids" integer[] NOT NULL,
	"total" integer NOT NULL,
	"done_count" integer DEFAULT 0 NOT NULL,
	"file_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_list_exports" ADD CONSTRAINT "order_list_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_list_exports" ADD CONSTRAINT "order_list_exports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_outbox_idx" ON "mail_attachments" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "order_list_exports_user_idx" ON "order_list_exports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_list_exports_created_idx" ON "order_list_exports" USING btree ("created_at");