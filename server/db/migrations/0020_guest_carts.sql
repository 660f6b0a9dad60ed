ALTER TABLE "carts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "guest_session_hash" text;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_guest_session_hash_sessions_id_hash_fk" FOREIGN KEY ("guest_session_hash") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_guest_idx" ON "carts" USING btree ("guest_session_hash");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_owner_check" CHECK (("carts"."user_id" is null) <> ("carts"."guest_session_hash" is null));