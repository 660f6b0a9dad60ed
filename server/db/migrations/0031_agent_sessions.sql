ALTER TYPE "public"."agent_audit_action" ADD VALUE 'accountChange';--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "agent_user_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "agent_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_agent_check" CHECK (("sessions"."agent_user_id" is null) = ("sessions"."agent_expires_at" is null) and ("sessions"."agent_user_id" is null or "sessions"."user_id" is not null));