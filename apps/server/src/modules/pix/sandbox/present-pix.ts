import { inArray } from "drizzle-orm";
import { sandboxPspRefunds, type sandboxPspPix } from "../../../db/schema/index.ts";
import type { SandboxContext } from "./context.ts";
import { pixJson } from "./presenters.ts";

type PixRow = typeof sandboxPspPix.$inferSelect;

/** Received Pix as API Pix shows them, each with its refunds (read for all of them at once). */
export async function presentPix(ctx: SandboxContext, rows: PixRow[]) {
  const refunds = rows.length
    ? await ctx.db
        .select()
        .from(sandboxPspRefunds)
        .where(
          inArray(
            sandboxPspRefunds.endToEndId,
            rows.map((p) => p.endToEndId),
          ),
        )
    : [];
  return rows.map((p) =>
    pixJson(
      p,
      refunds.filter((r) => r.endToEndId === p.endToEndId),
    ),
  );
}
