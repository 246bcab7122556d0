import { lazyNamed } from "@/lib/lazy-named";

// The project screens load through this small chunk, like the supplier screens: the list of
// their chunks (for preloading) lives here instead of in the entry chunk that / and /login
// download, which keeps those pages within the bundle budget (docs/product/budgets.md#first-load).
const ProjectsPage = lazyNamed(() => import("@/features/projects/pages/projects-page"), "ProjectsPage");
const ProjectDetailPage = lazyNamed(() => import("@/features/projects/pages/project-detail-page"), "ProjectDetailPage");
const CreateProjectPage = lazyNamed(() => import("@/features/projects/pages/create-project-page"), "CreateProjectPage");

export type ProjectScreen = "projects" | "project-detail" | "create-project";

/** One of the project screens; the dashboard layout's Suspense shows while it loads. */
export function ProjectScreens({ screen }: { screen: ProjectScreen }) {
  switch (screen) {
    case "projects":
      return <ProjectsPage />;
    case "project-detail":
      return <ProjectDetailPage />;
    case "create-project":
      return <CreateProjectPage />;
  }
}
