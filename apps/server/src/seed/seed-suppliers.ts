import fs from "node:fs/promises";
import path from "node:path";
import type { QuotationStatus } from "@alicerce/shared/suppliers";
import type { Database } from "../db/client.ts";
import {
  account,
  profiles,
  quotations,
  supplierPortfolioImages,
  supplierReviews,
  suppliers,
  user,
} from "../db/schema/index.ts";
import { searchable } from "../lib/search-text.ts";
import type { Storage } from "../storage/storage.ts";
import { DEMO_SUPPLIERS, REVIEW_COMMENTS } from "./demo-suppliers.ts";
import { dayFromToday, storeDemoFile } from "./demo-files.ts";

const DAY = 24 * 3600 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/**
 * The marketplace's demo data: suppliers (the demo supplier account owns the first), portfolio
 * images, reviews on concluded quotations, and quotations in every status between the demo
 * creator and the demo supplier.
 */
export async function seedSuppliers(
  db: Database,
  deps: { storage?: Storage; userIds: Map<string, string>; passwordHash: string },
) {
  const ids = deps.userIds;
  const customers = ["criador@alicerce.dev", "marina@alicerce.dev", "horizonte@alicerce.dev", "bruno@alicerce.dev"].map(
    (e) => ids.get(e)!,
  );
  const imageFiles = new Map<number, string>();
  const supplierIds: string[] = [];

  for (const [index, demo] of DEMO_SUPPLIERS.entries()) {
    let ownerId = ids.get(demo.owner.email);
    if (!ownerId) {
      const [created] = await db
        .insert(user)
        .values({ name: demo.owner.name, email: demo.owner.email, emailVerified: true })
        .returning({ id: user.id });
      ownerId = created!.id;
      ids.set(demo.owner.email, ownerId);
      await db
        .insert(account)
        .values({ userId: ownerId, accountId: ownerId, providerId: "credential", password: deps.passwordHash });
      await db
        .insert(profiles)
        .values({ userId: ownerId, name: demo.owner.name, type: "supplier", verified: demo.verified });
    }
    const [s] = await db
      .insert(suppliers)
      .values({
        userId: ownerId,
        companyName: demo.company,
        cnpj: demo.cnpj,
        category: demo.category,
        description: demo.description,
        locationCity: demo.city,
        locationState: demo.state,
        serviceRadiusKm: demo.radius,
        averageDeliveryDays: demo.days,
        paymentMethods: demo.payments,
        verified: demo.verified,
        searchText: searchable(demo.company, demo.description, demo.city, demo.state),
        createdAt: daysAgo(60 - index * 3),
      })
      .returning({ id: suppliers.id });
    const supplierId = s!.id;
    supplierIds.push(supplierId);

    if (deps.storage) {
      for (const [position, image] of demo.images.entries()) {
        if (!imageFiles.has(image)) {
          const data = await fs.readFile(path.join(import.meta.dirname, "images", `project-${image}.jpg`));
          const fileId = await storeDemoFile(db, deps.storage, {
            data,
            name: `portfolio-${image}.jpg`,
            mimeType: "image/jpeg",
            uploadedBy: ownerId,
          });
          imageFiles.set(image, fileId);
        }
        await db.insert(supplierPortfolioImages).values({ supplierId, fileId: imageFiles.get(image)!, position });
      }
    }

    // Concluded work, each reviewed by the demo customer who asked for it.
    for (const [r, work] of demo.works.entries()) {
      const reviewer = customers[(index + r) % customers.length]!;
      if (reviewer === ownerId) continue;
      const at = daysAgo(40 - r * 5);
      const [q] = await db
        .insert(quotations)
        .values({
          projectCreatorId: reviewer,
          supplierId,
          projectName: work.name,
          description: work.description,
          status: "concluido",
          supplierResponse: "Proposta conforme visita técnica.",
          estimatedPrice: String(15_000 + index * 2_500 + r * 1_000),
          estimatedDeliveryDays: demo.days,
          respondedAt: at,
          decidedAt: at,
          completedAt: at,
          createdAt: daysAgo(50 - r * 5),
        })
        .returning({ id: quotations.id });
      const base = 5 - ((index + r) % 3 === 2 ? 1 : 0);
      await db.insert(supplierReviews).values({
        supplierId,
        reviewerId: reviewer,
        quotationId: q!.id,
        rating: base,
        qualityRating: base,
        deadlineRating: Math.max(1, base - (r % 2)),
        costRating: Math.max(1, base - ((index + 1) % 2)),
        communicationRating: base,
        comment: REVIEW_COMMENTS[(index + r) % REVIEW_COMMENTS.length]!,
        createdAt: at,
      });
    }
  }

  // Quotations in every status between the demo creator and the demo supplier.
  const carlos = ids.get("criador@alicerce.dev")!;
  const fundacoes = supplierIds[0]!;
  const flows: { status: QuotationStatus; name: string; answered: boolean }[] = [
    { status: "pendente", name: "Residencial Jardim das Acácias — fundações da torre B", answered: false },
    { status: "respondido", name: "Retrofit Edifício Paulista — reforço de fundação", answered: true },
    { status: "aprovado", name: "Centro Empresarial Atlântico — estacas hélice", answered: true },
    { status: "rejeitado", name: "Casa de Campo Serra Gaúcha — sapatas", answered: true },
    { status: "concluido", name: "Vila Serena Casas — radier das casas 1 a 12", answered: true },
  ];
  for (const [i, flow] of flows.entries()) {
    // Each step a couple of days after the previous one.
    const createdDaysAgo = 20 - i * 3;
    const created = daysAgo(createdDaysAgo);
    await db.insert(quotations).values({
      projectCreatorId: carlos,
      supplierId: fundacoes,
      projectName: flow.name,
      description:
        "Precisamos de orçamento com sondagem, projeto de fundação e execução. Acesso por caminhão na rua principal.",
      notes: i % 2 === 0 ? "Canteiro disponível de segunda a sábado." : null,
      desiredDeadline: dayFromToday(30 + i * 10),
      status: flow.status,
      supplierResponse: flow.answered
        ? "Incluímos sondagem SPT, projeto e execução com equipe própria. Validade da proposta: 30 dias."
        : null,
      estimatedPrice: flow.answered ? String(48_000 + i * 7_500) : null,
      estimatedDeliveryDays: flow.answered ? 20 + i * 5 : null,
      respondedAt: flow.answered ? daysAgo(createdDaysAgo - 2) : null,
      decidedAt: ["aprovado", "rejeitado", "concluido"].includes(flow.status) ? daysAgo(createdDaysAgo - 4) : null,
      completedAt: flow.status === "concluido" ? daysAgo(1) : null,
      createdAt: created,
    });
  }
}
