ALTER TABLE "users" DROP CONSTRAINT "users_approver_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "approver_id";