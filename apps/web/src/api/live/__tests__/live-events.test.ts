import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { LIVE_DOMAINS } from "@alicerce/shared/live";
import { questionKeys } from "../../questions/keys";
import { applyLiveEvent, LIVE_QUERY_KEYS, liveQueryKeys } from "../live-events";

const PROJECT = "5b0c6a8e-1f1e-4b7a-9a43-0d2f6f1c9a11";

/** A client holding one settled query per key, to see which ones an event makes stale. */
function clientWith(keys: readonly (readonly unknown[])[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) queryClient.setQueryData(key, { held: true });
  const stale = () =>
    keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
  return { queryClient, stale };
}

const HELD = [
  ["notifications", "unread-count"],
  ["notifications", "list"],
  ["projects", "detail", PROJECT],
  ["projects", "list", "pages", {}],
  ["projects", "investments", PROJECT],
  ["investments", "mine"],
  ["portfolio", "home-summary"],
  ["approvals", "list", {}, 1],
  ["signatures", "detail", "s1"],
  ["signatures", "list", {}],
  ["quotations", "list", "sent"],
  ["documents", "list", {}],
  ["contracts", "list", {}],
  ["chat", "unread"],
] as const;

describe("live events → queries", () => {
  it("a bell change refetches the badge and the list, nothing else", () => {
    const { queryClient, stale } = clientWith(HELD);
    applyLiveEvent(queryClient, { type: "notifications.changed" });
    expect(stale()).toEqual([`["notifications","unread-count"]`, `["notifications","list"]`]);
  });

  it("a project's approval refetches the project page, the list, its raise, the queue and the documents", () => {
    const { queryClient, stale } = clientWith(HELD);
    applyLiveEvent(queryClient, {
      type: "domain.changed",
      domains: ["approvals", "projects", "documents"],
      subject: "approval",
      id: "a1",
    });
    expect(stale()).toEqual(
      [
        ["projects", "detail", PROJECT],
        ["projects", "list", "pages", {}],
        ["projects", "investments", PROJECT],
        ["investments", "mine"],
        ["portfolio", "home-summary"],
        ["approvals", "list", {}, 1],
        ["documents", "list", {}],
      ].map((key) => JSON.stringify(key)),
    );
  });

  it("an answer to the offer's questions refetches the questions' pages and the project page, not the desk's", () => {
    const held = [
      questionKeys.page(PROJECT, 1, "recent"),
      questionKeys.page(PROJECT, 2, "unanswered"),
      ["projects", "detail", PROJECT],
      ["approvals", "list", {}, 1],
    ] as const;
    const { queryClient, stale } = clientWith(held);
    // What the server sends the asker when the creator answers (PUT /api/projects/:id/questions/:q/answer).
    applyLiveEvent(queryClient, { type: "domain.changed", domains: ["projects"], subject: "project", id: PROJECT });
    expect(stale()).toEqual(held.slice(0, 3).map((key) => JSON.stringify(key)));
  });

  it("a signature change refetches the signatures screens; a quotation change the quotations", () => {
    expect(liveQueryKeys({ type: "domain.changed", domains: ["signatures"], subject: "signature", id: "s1" })).toEqual([
      ["signatures"],
    ]);
    expect(liveQueryKeys({ type: "domain.changed", domains: ["quotations"], subject: "quotation", id: "q1" })).toEqual([
      ["quotations"],
    ]);
  });

  it("every live domain the server may send has queries to refetch", () => {
    for (const domain of LIVE_DOMAINS) expect(LIVE_QUERY_KEYS[domain].length).toBeGreaterThan(0);
  });
});
