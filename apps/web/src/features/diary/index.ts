// Diário de obra (docs/product/diary.md): the project page's section of progress updates.
export { ProjectDiarySection } from "./components/project-diary-section";
