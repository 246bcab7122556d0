import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PROJECT_STATUSES } from "@alicerce/shared/projects";
import type { ProjectCard as ProjectCardData } from "@alicerce/shared/schemas/projects";
import { ProjectCard, projectCardActionLabel } from "../components/project-card";

const card = (over: Partial<ProjectCardData> = {}): ProjectCardData => ({
  id: "p-1",
  title: "Residencial das Flores",
  description: null,
  location_city: "Campinas",
  location_state: "SP",
  project_type: "apartamentos",
  purpose: "investment",
  visibility: "public",
  status: "funding_open",
  target_amount: 1_000_000,
  raised_amount: 250_000,
  min_investment: 1000,
  roi: 14.5,
  timeline_months: 24,
  deadline: "2027-03-01",
  manager: "Carla",
  created_by: "u-2",
  cover_image_url: null,
  investor_count: 3,
  created_at: "2026-01-01T12:00:00Z",
  ...over,
});

describe("project card button", () => {
  it('reads "Investir agora" only while the raise is open', () => {
    for (const status of PROJECT_STATUSES) {
      expect(projectCardActionLabel(status)).toBe(status === "funding_open" ? "Investir agora" : "Ver detalhes");
    }
  });

  it("links the card to the project and the button to the investment", () => {
    render(
      <MemoryRouter>
        <ProjectCard project={card()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Residencial das Flores" })).toHaveAttribute(
      "href",
      "/dashboard/projects/p-1",
    );
    expect(screen.getByRole("link", { name: "Investir agora" })).toHaveAttribute(
      "href",
      "/dashboard/projects/p-1?investir=1",
    );
    expect(screen.getByText("Captando")).toBeInTheDocument();
    expect(screen.getByText("14,5%")).toBeInTheDocument();
    expect(screen.getByText("01/03/2027")).toBeInTheDocument();
    const bar = screen.getByRole("progressbar");
    expect(bar).toHaveAttribute("aria-valuenow", "250000");
    expect(bar).toHaveAttribute("aria-valuemax", "1000000");
  });

  it('shows "Ver detalhes" and no progress without a target', () => {
    render(
      <MemoryRouter>
        <ProjectCard
          project={card({ status: "in_progress", purpose: "personal", target_amount: null, roi: null, deadline: null })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Ver detalhes" })).toHaveAttribute("href", "/dashboard/projects/p-1");
    expect(screen.queryByRole("link", { name: "Investir agora" })).not.toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByText("Particular")).toBeInTheDocument();
  });
});
