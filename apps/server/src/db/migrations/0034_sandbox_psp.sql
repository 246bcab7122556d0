-- docs/decisions/102-pix-client-and-sandbox-psp.md: the sandbox PSP's own state (charges, received Pix,
-- refunds, payouts, webhook deliveries), so the local far end of API Pix v2 survives a restart. Empty in
-- production, where the sandbox is not mounted.
CREATE TABLE "sandbox_psp_charges" (
	"txid" text PRIMARY KEY NOT NULL,
	"chave" text NOT NULL,
	"valor_cents" bigint NOT NULL,
	"expiracao_seconds" integer NOT NULL,
	"devedor_cpf" text,
	"devedor_nome" text,
	"solicitacao_pagador" text,
	"status" text DEFAULT 'ATIVA' NOT NULL,
	"revisao" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_psp_charges_valor" CHECK ("sandbox_psp_charges"."valor_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"chave" text NOT NULL,
	"tipo_chave" text,
	"valor_cents" bigint NOT NULL,
	"descricao" text,
	"pagador_chave" text,
	"status" text NOT NULL,
	"end_to_end_id" text,
	"motivo" text,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_psp_payouts_valor" CHECK ("sandbox_psp_payouts"."valor_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_pix" (
	"end_to_end_id" text PRIMARY KEY NOT NULL,
	"txid" text,
	"chave" text NOT NULL,
	"valor_cents" bigint NOT NULL,
	"pagador_cpf" text,
	"pagador_nome" text,
	"info_pagador" text,
	"horario" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_psp_pix_valor" CHECK ("sandbox_psp_pix"."valor_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_refunds" (
	"end_to_end_id" text NOT NULL,
	"id" text NOT NULL,
	"rtr_id" text NOT NULL,
	"valor_cents" bigint NOT NULL,
	"descricao" text,
	"status" text NOT NULL,
	"motivo" text,
	"requested_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sandbox_psp_refunds_end_to_end_id_id_pk" PRIMARY KEY("end_to_end_id","id"),
	CONSTRAINT "sandbox_psp_refunds_rtr_id_unique" UNIQUE("rtr_id"),
	CONSTRAINT "sandbox_psp_refunds_valor" CHECK ("sandbox_psp_refunds"."valor_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"end_to_end_id" text NOT NULL,
	"mode" text NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sandbox_psp_pix_horario_idx" ON "sandbox_psp_pix" USING btree ("horario");--> statement-breakpoint
CREATE INDEX "sandbox_psp_webhooks_e2e_idx" ON "sandbox_psp_webhooks" USING btree ("end_to_end_id");