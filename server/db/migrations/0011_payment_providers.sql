CREATE TYPE "public"."card_authorization_status" AS ENUM('authorized', 'declined', 'captured', 'voided');--> statement-breakpoint
CREATE TYPE "public"."wallet_payment_status" AS ENUM('created', 'approved', 'cancelled', 'captured');--> statement-breakpoint
CREATE TABLE "card_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"token_hash" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"status" "card_authorization_status" NOT NULL,
	"result_code" text,
	"message" text,
	"captured_minor" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"captured_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "card_authorizations_amount_check" CHECK ("card_authorizations"."amount_minor" > 0),
	CONSTRAINT "card_authorizations_captured_check" CHECK ("card_authorizations"."captured_minor" is null or ("card_authorizations"."captured_minor" > 0 and "card_authorizations"."captured_minor" <= "card_authorizations"."amount_minor"))
);
--> statement-breakpoint
CREATE TABLE "card_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"masked_card_no" text NOT NULL,
	"card_expiry" text NOT NULL,
	"security_code_set" boolean NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallet_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" "wallet_payment_status" DEFAULT 'created' NOT NULL,
	"payer_id" text,
	"capture_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	CONSTRAINT "wallet_payments_amount_check" CHECK ("wallet_payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "card_authorizations_idempotency_idx" ON "card_authorizations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "card_tokens_expires_idx" ON "card_tokens" USING btree ("expires_at");