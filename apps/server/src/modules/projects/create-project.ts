import { toCents } from "@alicerce/shared/distribution-split";
import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { createProjectInputSchema } from "@alicerce/shared/schemas/projects";
import { smallestMinimumTarget } from "@alicerce/shared/projects";
import type { Database } from "../../db/client.ts";
import { projectImages, projectPhases, projects, projectTeamMembers } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { requireImages, requireOwnUploads } from "../files/index.ts";
import { mayCreateProjects } from "../auth/index.ts";
import { spendInvitationAllowance, type InvitationAllowance } from "../invitation-mail/index.ts";
import { recordDocumentVersion } from "../documents/index.ts";
import { moneyString } from "../../lib/money.ts";
import { searchable } from "../../lib/search-text.ts";
import { checkFundingTerms } from "./funding-terms.ts";
import { progressAfterEdit } from "./phase-progress.ts";

export type CreateProjectData = z.output<typeof createProjectInputSchema>;

/**
 * Creates a draft with its team, phases, gallery and documents in one transaction. Files must
 * have been uploaded by the same user; gallery files must be images.
 */
export async function createProject(
  db: Database,
  user: CurrentUser,
  data: CreateProjectData,
  allowance: InvitationAllowance,
): Promise<{ id: string }> {
  if (!mayCreateProjects(user)) {
    throw new AppError(
      "FORBIDDEN",
      user.type === "legal"
        ? "Sua conta jurídica aguarda verificação. Você poderá criar projetos depois que ela for verificada."
        : "Apenas criadores de projeto e profissionais jurídicos podem criar projetos.",
    );
  }
  const investment = data.purpose === "investment";
  // Only investment projects raise money or choose to be public (docs/product/projects.md#creation-rules).
  const target = investment ? data.target_amount : null;
  const minimumTarget =
    investment && target !== null ? (data.minimum_target_amount ?? smallestMinimumTarget(target)) : null;
  const minInvestment = investment ? data.min_investment : null;
  if (investment && target !== null) {
    checkFundingTerms({
      target,
      minimumTarget: minimumTarget!,
      minInvestment,
      deadline: data.deadline,
      requireDeadlineAhead: false,
    });
  }

  const fileIds = [...data.image_ids, ...data.documents.map((d) => d.file_id)];
  const mimeById = await requireOwnUploads(db, user.id, fileIds, "files");
  requireImages(mimeById, data.image_ids, "image_ids", "A galeria aceita apenas imagens JPG ou PNG.");

  const manager = data.team.find((m) => m.role === "gestor")?.name ?? user.name;

  return db.transaction(async (tx) => {
    // Team members with an e-mail are invited: first the sender's allowance (decision 036), so a
    // refusal writes nothing.
    await spendInvitationAllowance(
      tx,
      user,
      data.team.flatMap((m) => (m.email ? [m.email] : [])),
      allowance,
    );
    const [project] = await tx
      .insert(projects)
      .values({
        title: data.title,
        description: data.description,
        locationCity: data.location_city,
        locationState: data.location_state,
        locationAddress: data.location_address,
        projectType: data.project_type,
        purpose: data.purpose,
        visibility: investment ? data.visibility : "private",
        status: "draft",
        targetAmount: target === null ? null : moneyString(target),
        minimumTargetAmount: minimumTarget === null ? null : moneyString(minimumTarget),
        minInvestment: minInvestment === null ? null : moneyString(minInvestment),
        roi: data.roi === null ? null : data.roi.toFixed(2),
        timelineMonths: data.timeline_months,
        deadline: data.deadline,
        manager,
        searchText: searchable(data.title, data.location_city, data.location_state, manager),
        createdBy: user.id,
      })
      .returning({ id: projects.id });
    const projectId = project!.id;
    if (data.team.length) {
      await tx.insert(projectTeamMembers).values(
        data.team.map((m, position) => ({
          projectId,
          name: m.name,
          role: m.role,
          experience: m.experience,
          email: m.email,
          // A member with an e-mail is invited; no account is linked until that person accepts.
          invitationStatus: m.email ? ("pending" as const) : null,
          invitedAt: m.email ? new Date() : null,
          position,
        })),
      );
    }
    if (data.phases.length) {
      await tx.insert(projectPhases).values(
        data.phases.map((ph, position) => ({
          projectId,
          name: ph.name,
          description: ph.description,
          startDate: ph.start_date,
          endDate: ph.end_date,
          status: ph.status,
          progress: progressAfterEdit(ph.status, undefined),
          budgetCents: toCents(ph.budget ?? 0),
          position,
        })),
      );
    }
    if (data.image_ids.length) {
      await tx
        .insert(projectImages)
        .values(data.image_ids.map((fileId, position) => ({ projectId, fileId, position })));
    }
    // The wizard's documents are the repository's: each waits for legal review like any upload.
    for (const d of data.documents) {
      await recordDocumentVersion(tx, {
        projectId,
        fileId: d.file_id,
        name: d.name,
        category: d.category,
        visibility: d.visibility,
        uploadedBy: user.id,
      });
    }
    return { id: projectId };
  });
}
