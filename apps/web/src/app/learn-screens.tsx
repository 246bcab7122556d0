import { lazyNamed } from "@/lib/lazy-named";

// The learning centre's screens load through this small chunk, so their chunk list stays out of the
// entry chunk that /login and / download (docs/product/budgets.md#first-load).
const LearnPage = lazyNamed(() => import("@/features/learn/pages/learn-page"), "LearnPage");
const LearnItemPage = lazyNamed(() => import("@/features/learn/pages/learn-item-page"), "LearnItemPage");

export type LearnScreen = "learn" | "learn-item";

/** One of the learning centre's screens; the dashboard layout's Suspense shows while it loads. */
export function LearnScreens({ screen }: { screen: LearnScreen }) {
  return screen === "learn" ? <LearnPage /> : <LearnItemPage />;
}
