import type { paths } from "../generated/schema";

const PROSPECTUS: keyof paths = "/api/projects/{id}/prospectus";

/** The PDF prospectus of a project, downloaded by a plain link (the browser sends the cookie). */
export function prospectusUrl(projectId: string): string {
  return PROSPECTUS.replace("{id}", encodeURIComponent(projectId));
}
