import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { formatBRL } from "@alicerce/shared/brazilian";
import {
  PHASE_STATUS_LABELS,
  PROJECT_PURPOSE_LABELS,
  PROJECT_TYPE_LABELS,
  PROJECT_VISIBILITY_LABELS,
  TEAM_ROLE_LABELS,
  WIZARD_STEPS,
} from "@alicerce/shared/projects";
import { DOCUMENT_VISIBILITY_LABELS, WIZARD_DOCUMENT_TYPE_LABELS } from "@alicerce/shared/documents";
import { formatDate, formatPercent } from "@/lib/format";
import type { FileUploads } from "@/hooks/use-file-uploads";
import { parseDecimal, parseInteger, type WizardValues } from "./wizard-form";

const NOT_INFORMED = "Não informado";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 rounded-xl border p-4">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words">{value || NOT_INFORMED}</dd>
    </div>
  );
}

const plural = (n: number, one: string, many: string) => (n === 0 ? "Nenhuma" : `${n} ${n === 1 ? one : many}`);
const money = (value: number | null) => (value === null ? NOT_INFORMED : formatBRL(value));

export function StepReview({ images, documents }: { images: FileUploads; documents: FileUploads }) {
  const { watch } = useFormContext<WizardValues>();
  const v = watch();
  const investment = v.purpose === "investment";
  const roi = parseDecimal(v.roi);
  const months = parseInteger(v.timeline_months);
  return (
    <div className="grid gap-4">
      <Section title={WIZARD_STEPS[0]}>
        <dl>
          <Item label="Finalidade" value={v.purpose && PROJECT_PURPOSE_LABELS[v.purpose]} />
        </dl>
      </Section>
      <Section title={WIZARD_STEPS[1]}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Item label="Título" value={v.title.trim()} />
          <Item label="Tipo" value={v.project_type && PROJECT_TYPE_LABELS[v.project_type]} />
          <Item
            label="Cidade/Estado"
            value={
              v.location_city.trim() && `${v.location_city.trim()}${v.location_state ? `/${v.location_state}` : ""}`
            }
          />
          <Item label="Endereço" value={v.location_address.trim()} />
          <div className="sm:col-span-2">
            <Item
              label="Descrição"
              value={
                v.description.trim() && <span className="font-normal whitespace-pre-line">{v.description.trim()}</span>
              }
            />
          </div>
          <Item label="Imagens" value={plural(images.doneIds.length, "imagem", "imagens")} />
        </dl>
      </Section>
      <Section title={WIZARD_STEPS[2]}>
        <dl className="grid gap-3 sm:grid-cols-2">
          {investment && (
            <>
              <Item label="Meta de captação" value={money(v.target_amount)} />
              {v.target_amount !== null && <Item label="Captação mínima" value={money(v.minimum_target_amount)} />}
              <Item label="Investimento mínimo" value={money(v.min_investment)} />
              <Item label="Visibilidade" value={PROJECT_VISIBILITY_LABELS[v.visibility]} />
            </>
          )}
          <Item
            label="ROI estimado"
            value={roi === null ? NOT_INFORMED : Number.isNaN(roi) ? v.roi : formatPercent(roi)}
          />
        </dl>
      </Section>
      <Section title={WIZARD_STEPS[3]}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Item
            label="Duração"
            value={months === null ? NOT_INFORMED : `${v.timeline_months} ${months === 1 ? "mês" : "meses"}`}
          />
          <Item label="Prazo" value={v.deadline ? formatDate(v.deadline) : NOT_INFORMED} />
        </dl>
        {v.phases.length > 0 ? (
          <ol className="grid gap-2 text-sm">
            {v.phases.map((p, i) => (
              <li key={i} className="flex flex-wrap justify-between gap-2 rounded-md bg-muted/50 px-3 py-2">
                <span className="font-medium">
                  {i + 1}. {p.name.trim() || "Etapa sem nome"}
                </span>
                <span className="text-muted-foreground">
                  {PHASE_STATUS_LABELS[p.status]}
                  {(p.start_date || p.end_date) &&
                    ` · ${p.start_date ? formatDate(p.start_date) : "?"} – ${p.end_date ? formatDate(p.end_date) : "?"}`}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhuma etapa.</p>
        )}
      </Section>
      <Section title={WIZARD_STEPS[4]}>
        {v.team.length > 0 ? (
          <ul className="grid gap-2 text-sm">
            {v.team.map((m, i) => (
              <li key={i} className="rounded-md bg-muted/50 px-3 py-2">
                <span className="font-medium">{m.name.trim() || "Sem nome"}</span>
                {m.role && <span className="text-muted-foreground"> · {TEAM_ROLE_LABELS[m.role]}</span>}
                {m.experience.trim() && <span className="block text-muted-foreground">{m.experience.trim()}</span>}
                {m.email.trim() && <span className="block text-muted-foreground">{m.email.trim()}</span>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhum membro.</p>
        )}
      </Section>
      <Section title={WIZARD_STEPS[5]}>
        {v.documents.length > 0 ? (
          <ul className="grid gap-2 text-sm">
            {v.documents.map((d) => {
              const upload = documents.items.find((i) => i.key === d.key);
              return (
                <li key={d.key} className="flex flex-wrap justify-between gap-2 rounded-md bg-muted/50 px-3 py-2">
                  <span className="font-medium">{d.name.trim() || upload?.name}</span>
                  <span className="text-muted-foreground">
                    {d.type ? WIZARD_DOCUMENT_TYPE_LABELS[d.type] : "Tipo não informado"}
                    {` · ${DOCUMENT_VISIBILITY_LABELS[d.visibility]}`}
                    {upload?.status === "uploading" && ` · enviando ${upload.progress}%`}
                    {upload?.status === "error" && " · falha no envio"}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhum documento.</p>
        )}
      </Section>
    </div>
  );
}
