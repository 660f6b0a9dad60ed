CREATE TABLE "cms_components" (
	"uid" text PRIMARY KEY NOT NULL,
	"site_id" text,
	"type" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_slots" (
	"page" text NOT NULL,
	"position" smallint NOT NULL,
	"component_uid" text NOT NULL,
	CONSTRAINT "cms_slots_page_position_pk" PRIMARY KEY("page","position")
);
--> statement-breakpoint
ALTER TABLE "cms_components" ADD CONSTRAINT "cms_components_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_slots" ADD CONSTRAINT "cms_slots_component_uid_cms_components_uid_fk" FOREIGN KEY ("component_uid") REFERENCES "public"."cms_components"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_slots_component_idx" ON "cms_slots" USING btree ("component_uid");