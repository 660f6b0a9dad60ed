CREATE TYPE "public"."agent_audit_action" AS ENUM('sessionStart', 'sessionEnd', 'sessionExpired', 'cartChange', 'checkoutStep', 'orderPlaced', 'addressChange', 'customerCreated', 'cartBound');--> statement-breakpoint
CREATE TABLE "agent_audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"site_id" text NOT NULL,
	"agent_user_id" integer NOT NULL,
	"customer_user_id" integer,
	"session_ref" text NOT NULL,
	"action" "agent_audit_action" NOT NULL,
	"route" text NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "code" text;--> statement-breakpoint
-- Hand-written (decision 0061): existing carts get distinct random 8-digit codes before the column
-- becomes NOT NULL, the same draw the app makes (10000000-99999999). Codes drawn twice are drawn
-- again until none is shared; at our sizes the first pass leaves a handful at most.
DO $$
BEGIN
  UPDATE "carts" SET "code" = (10000000 + floor(random() * 90000000))::int::text;
  LOOP
    UPDATE "carts" SET "code" = (10000000 + floor(random() * 90000000))::int::text
    WHERE "id" IN (SELECT d."id" FROM (SELECT "id", row_number() OVER (PARTITION BY "code" ORDER BY "id") AS n FROM "carts") d WHERE d.n > 1);
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "carts" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_audit_events" ADD CONSTRAINT "agent_audit_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_audit_events" ADD CONSTRAINT "agent_audit_events_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_audit_events" ADD CONSTRAINT "agent_audit_events_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_audit_events_customer_idx" ON "agent_audit_events" USING btree ("customer_user_id","at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "agent_audit_events_agent_idx" ON "agent_audit_events" USING btree ("agent_user_id","at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "agent_audit_events_at_brin_idx" ON "agent_audit_events" USING brin ("at");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_code_check" CHECK ("carts"."code" ~ '^[0-9]{8}$');--> statement-breakpoint
-- Hand-written (decision 0062): the agent audit trail is append-only. UPDATE is refused always;
-- DELETE only for events older than the retention period, which the purge states for its own
-- transaction (brim.agent_audit_retention_days, never below 365 days; 730 when not set).
CREATE FUNCTION "agent_audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'agent_audit_events is append-only: UPDATE refused' USING ERRCODE = 'P0001';
  END IF;
  days := greatest(365, coalesce(nullif(current_setting('brim.agent_audit_retention_days', true), '')::integer, 730));
  IF OLD."at" >= now() - make_interval(days => days) THEN
    RAISE EXCEPTION 'agent_audit_events is append-only: event % is younger than % days, DELETE refused', OLD."id", days USING ERRCODE = 'P0001';
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "agent_audit_events_no_update" BEFORE UPDATE ON "agent_audit_events" FOR EACH ROW EXECUTE FUNCTION "agent_audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "agent_audit_events_retention_delete" BEFORE DELETE ON "agent_audit_events" FOR EACH ROW EXECUTE FUNCTION "agent_audit_events_append_only"();
