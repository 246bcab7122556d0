import fs from "node:fs/promises";
import path from "node:path";
import { smallestMinimumTarget } from "@alicerce/shared/projects";
import type { Database } from "../db/client.ts";
import {
  investments,
  investorDeclarations,
  projectImages,
  projectInterests,
  projectRatings,
  projectPhases,
  projects,
  projectTeamMembers,
} from "../db/schema/index.ts";
import { moneyString } from "../lib/money.ts";
import { searchable } from "../lib/search-text.ts";
import type { Storage } from "../storage/storage.ts";
import { DEMO_PROJECTS, PHASE_NAMES, phaseStatuses, reviewIsOpen, type DemoOwner } from "./demo-projects.ts";
import { dayFromToday, storeDemoFile } from "./demo-files.ts";

const DAY = 24 * 3600 * 1000;

export const OWNER_EMAILS: Record<DemoOwner, string> = {
  criador: "criador@alicerce.dev",
  marina: "marina@alicerce.dev",
  horizonte: "horizonte@alicerce.dev",
};

/**
 * The demo projects (every type, status and purpose, many states) with teams, timelines,
 * images, documents, investments and interests, so every screen shows real data at first start.
 */
export async function seedProjects(db: Database, deps: { storage?: Storage; userIds: Map<string, string> }) {
  const id = (email: string) => deps.userIds.get(email)!;
  const ana = id("investidor@alicerce.dev");
  const bruno = id("bruno@alicerce.dev");
  const paula = id("paula@alicerce.dev");
  const juliana = id("juridico@alicerce.dev");

  await db.insert(investorDeclarations).values([
    { userId: bruno, annualIncome: "600000.00", financialInvestments: "350000.00", qualifiedInvestor: false },
    { userId: paula, annualIncome: null, financialInvestments: "1500000.00", qualifiedInvestor: true },
  ]);

  const imagesDir = path.join(import.meta.dirname, "images");
  const imageFileIds = new Map<number, string>();

  // The list's projects were created one every 9 days, the last one 9 days ago.
  const SPREAD = DEMO_PROJECTS.filter((demo) => !demo.raiseFails).length;
  for (const [index, demo] of DEMO_PROJECTS.entries()) {
    const createdBy = id(OWNER_EMAILS[demo.owner]);
    const target = demo.target ?? null;
    const raised = target && demo.raisedShare ? Math.round(target * demo.raisedShare) : 0;
    // Newest first in the list: spread creation over the past months.
    const createdAt = new Date(Date.now() - (demo.raiseFails?.createdDaysAgo ?? (SPREAD - index) * 9) * DAY);
    const [project] = await db
      .insert(projects)
      .values({
        title: demo.title,
        description: demo.description,
        locationCity: demo.city,
        locationState: demo.state,
        locationAddress: demo.address ?? null,
        projectType: demo.type,
        purpose: demo.purpose,
        visibility: demo.visibility,
        status: demo.status,
        targetAmount: target === null ? null : moneyString(target),
        minimumTargetAmount: target === null ? null : moneyString(smallestMinimumTarget(target)),
        minInvestment: demo.minInvestment ? moneyString(demo.minInvestment) : null,
        raisedAmount: moneyString(raised),
        roi: demo.roi === undefined ? null : demo.roi.toFixed(2),
        timelineMonths: demo.months ?? null,
        deadline: demo.deadlineInDays === undefined ? null : dayFromToday(demo.deadlineInDays),
        manager: demo.manager,
        searchText: searchable(demo.title, demo.city, demo.state, demo.manager),
        createdBy,
        reviewRequestedAt: reviewIsOpen(demo) ? new Date(Date.now() - demo.reviews!.at(-1)!.daysAgo * DAY) : null,
        fundingOpenedAt: demo.status === "funding_open" ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: projects.id });
    const projectId = project!.id;

    await db.insert(projectTeamMembers).values([
      {
        projectId,
        name: demo.manager,
        role: "gestor",
        experience: "15 anos em incorporação e gestão de obras.",
        position: 0,
      },
      {
        projectId,
        name: "Eng. Rafael Lima",
        role: "engenheiro",
        experience: "CREA ativo, 40 obras entregues.",
        position: 1,
      },
      {
        projectId,
        name: "Arq. Beatriz Nunes",
        role: "arquiteto",
        experience: "Especialista em projetos residenciais sustentáveis.",
        position: 2,
      },
    ]);
    // Juliana (juridico@) is counsel, through an accepted invitation, of every project she approved
    // (past draft). She is on no draft's team, so the demo drafts waiting in the approvals queue are
    // hers to review: nobody reviews a project they take part in (docs/decisions/013-approvals-queue-and-gate.md).
    if (demo.status !== "draft") {
      await db.insert(projectTeamMembers).values({
        projectId,
        name: "Juliana Advogada",
        role: "juridico",
        experience: "Direito imobiliário e estruturação de SCP.",
        email: "juridico@alicerce.dev",
        invitationStatus: "accepted",
        userId: juliana,
        position: 3,
      });
    }
    const statuses = phaseStatuses(demo.status);
    const months = demo.months ?? 20;
    await db.insert(projectPhases).values(
      PHASE_NAMES.map((name, position) => ({
        projectId,
        name,
        description: null,
        startDate: dayFromToday(-60 + Math.round((position * months * 30) / PHASE_NAMES.length)),
        endDate: dayFromToday(-60 + Math.round(((position + 1) * months * 30) / PHASE_NAMES.length)),
        status: statuses[position]!,
        // What the status means until a diary update measures it (decision 058).
        progress: { completed: 100, "in-progress": 50, pending: 0 }[statuses[position]!],
        position,
      })),
    );

    if (deps.storage) {
      if (!imageFileIds.has(demo.image)) {
        const data = await fs.readFile(path.join(imagesDir, `project-${demo.image}.jpg`));
        imageFileIds.set(
          demo.image,
          await storeDemoFile(db, deps.storage, {
            data,
            name: `projeto-${demo.image}.jpg`,
            mimeType: "image/jpeg",
            uploadedBy: createdBy,
          }),
        );
      }
      const second = (demo.image % 8) + 1;
      if (!imageFileIds.has(second)) {
        const data = await fs.readFile(path.join(imagesDir, `project-${second}.jpg`));
        imageFileIds.set(
          second,
          await storeDemoFile(db, deps.storage, {
            data,
            name: `projeto-${second}.jpg`,
            mimeType: "image/jpeg",
            uploadedBy: createdBy,
          }),
        );
      }
      await db.insert(projectImages).values([
        { projectId, fileId: imageFileIds.get(demo.image)!, position: 0 },
        { projectId, fileId: imageFileIds.get(second)!, position: 1 },
      ]);
    }

    if (raised > 0) {
      // Most of the raise from the qualified investor, some from Bruno; Ana's stake is small and
      // recent in two open raises, so she can still withdraw it and has room under her limit.
      const open = demo.status === "funding_open";
      const anaStake = open && index === 0 ? (demo.minInvestment ?? 5_000) : 0;
      // Bruno's yearly CVM 88 limit is R$ 60.000 (10% of his declared income): his four open
      // commitments of this year stay under it.
      const brunoStake = Math.min(12_000, Math.round(raised * 0.1));
      const paulaStake = raised - anaStake - brunoStake;
      const rows = [
        { investorId: paula, amount: paulaStake, daysAgo: 20 },
        { investorId: bruno, amount: brunoStake, daysAgo: 12 },
        ...(anaStake ? [{ investorId: ana, amount: anaStake, daysAgo: 2 }] : []),
      ];
      await db.insert(investments).values(
        rows.map((r) => {
          const at = new Date(Date.now() - (open ? r.daysAgo : 400) * DAY);
          return {
            projectId,
            investorId: r.investorId,
            amount: moneyString(r.amount),
            createdAt: at,
            withdrawableUntil: new Date(at.getTime() + 5 * DAY),
          };
        }),
      );
    }
    if (demo.status === "completed" && raised > 0) {
      // Its investors rated the completed project (docs/product/projects.md#rating): the creator's
      // average shows on each of her projects' investment panel.
      await db.insert(projectRatings).values([
        { projectId, investorId: paula, rating: 5, comment: "Entrega no prazo e relatórios mensais claros." },
        { projectId, investorId: bruno, rating: 4, comment: null },
      ]);
    }
    if ((demo.status === "funding_open" || demo.status === "planning") && !demo.raiseFails) {
      await db
        .insert(projectInterests)
        // Bruno lets creators contact him by e-mail; Ana shares her name only (LGPD).
        .values([
          { projectId, userId: bruno, shareContact: true },
          ...(index % 3 === 0 ? [{ projectId, userId: ana, shareContact: false }] : []),
        ]);
    }
  }
}
