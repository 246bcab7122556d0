-- docs/decisions/113-payout-accounts.md and docs/decisions/114-platform-fee-and-release.md: where a person
-- receives by Pix (payout_accounts), the money paid out (payouts), the platform's fee (platform_fee_settings,
-- fixed on each offer when its raise opens: project_fee_terms) and each project's release to its creator.
CREATE TABLE "payment_releases" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"creator_id" uuid NOT NULL,
	"gross_cents" bigint NOT NULL,
	"fee_basis_points" integer NOT NULL,
	"fee_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"charge_count" integer NOT NULL,
	"payout_id" text NOT NULL,
	"released_by" uuid,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_releases_amounts" CHECK ("payment_releases"."fee_cents" >= 0 and "payment_releases"."net_cents" > 0 and "payment_releases"."net_cents" = "payment_releases"."gross_cents" - "payment_releases"."fee_cents")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"key_type" text NOT NULL,
	"key" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_document" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_key_type" CHECK ("payout_accounts"."key_type" in ('cpf', 'cnpj', 'email', 'phone', 'evp')),
	CONSTRAINT "payout_accounts_holder_document" CHECK ("payout_accounts"."holder_document" ~ '^([0-9]{11}|[0-9]{14})$')
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"send_id" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"distribution_id" uuid,
	"gross_cents" bigint NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint NOT NULL,
	"key_type" text NOT NULL,
	"key" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_document" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"end_to_end_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"receipt_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_kind" CHECK ("payouts"."kind" in ('release', 'distribution', 'refund_out')),
	CONSTRAINT "payouts_status" CHECK ("payouts"."status" in ('pending', 'sent', 'paid', 'failed')),
	CONSTRAINT "payouts_id_is_an_id_envio" CHECK ("payouts"."id" ~ '^[a-zA-Z0-9]{1,35}$' and "payouts"."send_id" ~ '^[a-zA-Z0-9]{1,35}$'),
	CONSTRAINT "payouts_net_positive" CHECK ("payouts"."net_cents" > 0),
	CONSTRAINT "payouts_net_is_gross_less_deductions" CHECK ("payouts"."fee_cents" >= 0 and "payouts"."tax_cents" >= 0 and "payouts"."net_cents" = "payouts"."gross_cents" - "payouts"."fee_cents" - "payouts"."tax_cents"),
	CONSTRAINT "payouts_paid_has_pix" CHECK (("payouts"."status" = 'paid') = ("payouts"."paid_at" is not null and "payouts"."end_to_end_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "platform_fee_settings" (
	"id" text PRIMARY KEY DEFAULT 'platform' NOT NULL,
	"fee_basis_points" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_fee_settings_one_row" CHECK ("platform_fee_settings"."id" = 'platform'),
	CONSTRAINT "platform_fee_settings_range" CHECK ("platform_fee_settings"."fee_basis_points" between 0 and 2000)
);
--> statement-breakpoint
CREATE TABLE "project_fee_terms" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"fee_basis_points" integer NOT NULL,
	"fixed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_fee_terms_range" CHECK ("project_fee_terms"."fee_basis_points" between 0 and 2000)
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_fee_terms" ADD CONSTRAINT "project_fee_terms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_send_id" ON "payouts" USING btree ("send_id");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "payouts_project_idx" ON "payouts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "payouts_distribution_idx" ON "payouts" USING btree ("distribution_id");--> statement-breakpoint
-- The platform's fee starts at 5 % (500 basis points); the platform admin changes it on the admin desk.
INSERT INTO "platform_fee_settings" ("id", "fee_basis_points") VALUES ('platform', 500);--> statement-breakpoint
-- Offers that opened before the fee existed showed no fee in their terms: they keep 0 %.
INSERT INTO "project_fee_terms" ("project_id", "fee_basis_points")
  SELECT "id", 0 FROM "projects" WHERE "status" IN ('funding_open', 'in_progress', 'completed');--> statement-breakpoint
-- The offer's fee is fixed when its raise opens (and again when a failed raise opens anew): a later change
-- of the setting never reaches an open offer. A project written already past its opening (the demo data)
-- gets the fee of that moment too.
CREATE FUNCTION projects_fix_platform_fee() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'funding_open' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'funding_open')
     OR TG_OP = 'INSERT' AND NEW.status IN ('in_progress', 'completed') THEN
    INSERT INTO project_fee_terms (project_id, fee_basis_points, fixed_at)
      SELECT NEW.id, coalesce((SELECT fee_basis_points FROM platform_fee_settings WHERE id = 'platform'), 0), now()
    ON CONFLICT (project_id) DO UPDATE SET fee_basis_points = excluded.fee_basis_points, fixed_at = excluded.fixed_at;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER projects_fix_platform_fee AFTER INSERT OR UPDATE OF status ON "projects"
  FOR EACH ROW EXECUTE FUNCTION projects_fix_platform_fee();
