CREATE TABLE "user_units" (
	"user_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "user_units_user_id_unit_id_pk" PRIMARY KEY("user_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "user_units" ADD CONSTRAINT "user_units_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_units" ADD CONSTRAINT "user_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_units_unit_idx" ON "user_units" USING btree ("unit_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;