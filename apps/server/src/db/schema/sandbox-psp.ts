import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The sandbox PSP's own state (docs/decisions/102-pix-client-and-sandbox-psp.md): what a real PSP would
 * keep on its side of API Pix v2, so the sandbox survives a restart. Empty in production (the sandbox
 * is not mounted there); only modules/pix/sandbox reads and writes them. Amounts are whole cents.
 */
export const sandboxPspCharges = pgTable(
  "sandbox_psp_charges",
  {
    txid: text("txid").primaryKey(),
    chave: text("chave").notNull(),
    valorCents: bigint("valor_cents", { mode: "number" }).notNull(),
    /** calendario.expiracao: seconds from creation during which the charge can be paid. */
    expiracaoSeconds: integer("expiracao_seconds").notNull(),
    devedorCpf: text("devedor_cpf"),
    devedorNome: text("devedor_nome"),
    solicitacaoPagador: text("solicitacao_pagador"),
    /** API Pix's CobrancaStatus: ATIVA, CONCLUIDA, REMOVIDA_PELO_USUARIO_RECEBEDOR, REMOVIDA_PELO_PSP. */
    status: text("status").notNull().default("ATIVA"),
    revisao: integer("revisao").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("sandbox_psp_charges_valor", sql`${t.valorCents} > 0`)],
);

/** Pix received by the escrow account, by their endToEndId. */
export const sandboxPspPix = pgTable(
  "sandbox_psp_pix",
  {
    endToEndId: text("end_to_end_id").primaryKey(),
    txid: text("txid"),
    chave: text("chave").notNull(),
    valorCents: bigint("valor_cents", { mode: "number" }).notNull(),
    pagadorCpf: text("pagador_cpf"),
    pagadorNome: text("pagador_nome"),
    infoPagador: text("info_pagador"),
    horario: timestamp("horario", { withTimezone: true }).notNull(),
  },
  (t) => [index("sandbox_psp_pix_horario_idx").on(t.horario), check("sandbox_psp_pix_valor", sql`${t.valorCents} > 0`)],
);

/** Devoluções, by the Pix they give back and the id the client chose. */
export const sandboxPspRefunds = pgTable(
  "sandbox_psp_refunds",
  {
    endToEndId: text("end_to_end_id").notNull(),
    id: text("id").notNull(),
    rtrId: text("rtr_id").notNull().unique(),
    valorCents: bigint("valor_cents", { mode: "number" }).notNull(),
    descricao: text("descricao"),
    /** EM_PROCESSAMENTO, DEVOLVIDO or NAO_REALIZADO. */
    status: text("status").notNull(),
    motivo: text("motivo"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.endToEndId, t.id] }), check("sandbox_psp_refunds_valor", sql`${t.valorCents} > 0`)],
);

/** Pix sent out of the escrow account (the Pix-out provider's far end), by the id the client chose. */
export const sandboxPspPayouts = pgTable(
  "sandbox_psp_payouts",
  {
    id: text("id").primaryKey(),
    chave: text("chave").notNull(),
    tipoChave: text("tipo_chave"),
    valorCents: bigint("valor_cents", { mode: "number" }).notNull(),
    descricao: text("descricao"),
    pagadorChave: text("pagador_chave"),
    /** REALIZADO or NAO_REALIZADO (the sandbox settles at once). */
    status: text("status").notNull(),
    endToEndId: text("end_to_end_id"),
    motivo: text("motivo"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("sandbox_psp_payouts_valor", sql`${t.valorCents} > 0`)],
);

/** Each webhook notification the sandbox owes or sent, with its delivery attempts. */
export const sandboxPspWebhooks = pgTable(
  "sandbox_psp_webhooks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endToEndId: text("end_to_end_id").notNull(),
    /** once, twice, late or never: what the control operation asked for. */
    mode: text("mode").notNull(),
    /** pending, delivered, failed (retries used up) or withheld (mode never). */
    state: text("state").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [index("sandbox_psp_webhooks_e2e_idx").on(t.endToEndId)],
);
