import { and, eq, exists, or, sql } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { ProjectListResponse } from "@alicerce/shared/schemas/projects";
import { LruCache } from "../../cache/lru-cache.ts";
import type { DataGeneration } from "../../cache/data-generation.ts";
import type { Database, ReadDatabase } from "../../db/client.ts";
import { projects, projectTeamMembers } from "../../db/schema/index.ts";
import { seesEverything } from "../project-access/index.ts";
import { listProjects, type ListProjectsQuery } from "./list-projects.ts";

/**
 * The whole parsed query as a string: every field, in a fixed order, absent ones left out. Two
 * queries share a cache entry only when all their fields agree, so a filter added to the query
 * later can never be answered with another filter's list.
 */
export function queryKey(query: object): string {
  const fields = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(fields);
}

/**
 * The project list is the busiest read of the platform (docs/product/budgets.md#api gives it a latency budget).
 * Answers are kept until the next write anywhere moves the data generation. Users who may see
 * only public projects (no project of their own, on no team) see the same list, so they share
 * one entry per query; the others get entries of their own.
 */
export function createProjectListCache(deps: {
  db: Database;
  reads: ReadDatabase;
  generation: DataGeneration;
  readCache?: boolean;
  /** Where a list is read on a miss (the tests count the calls). */
  read?: typeof listProjects;
}) {
  const read = deps.read ?? listProjects;
  // READ_CACHE=false keeps no entry at all (a cache of size 0): the uncached path, measured by the bench.
  const on = deps.readCache ?? true;
  const lists = new LruCache<string, ProjectListResponse>(on ? 2_000 : 0, 30_000);
  const privateAccess = new LruCache<string, boolean>(on ? 10_000 : 0, 30_000);

  async function hasPrivateProjects(userId: string, generation: number): Promise<boolean> {
    const known = privateAccess.get(userId, generation);
    if (known !== undefined) return known;
    const rows = await deps.db
      .select({ one: sql`1` })
      .from(projects)
      .where(
        or(
          eq(projects.createdBy, userId),
          exists(
            deps.db
              .select({ one: sql`1` })
              .from(projectTeamMembers)
              .where(and(eq(projectTeamMembers.projectId, projects.id), eq(projectTeamMembers.userId, userId))),
          ),
        ),
      )
      .limit(1);
    const has = rows.length > 0;
    privateAccess.set(userId, has, generation);
    return has;
  }

  async function audience(user: CurrentUser, query: ListProjectsQuery, generation: number): Promise<string> {
    if (query.scope === "mine") return `user:${user.id}`;
    if (seesEverything(user)) return "everything";
    return (await hasPrivateProjects(user.id, generation)) ? `user:${user.id}` : "public";
  }

  return async function cachedListProjects(user: CurrentUser, query: ListProjectsQuery): Promise<ProjectListResponse> {
    if (!on) return read(deps.reads, user, query);
    // Read before querying: if a write lands meanwhile, this answer is stored under the older
    // generation and never served.
    const generation = deps.generation.current("projects");
    const key = `${await audience(user, query, generation)}|${queryKey(query)}`;
    const cached = lists.get(key, generation);
    if (cached) return cached;
    const fresh = await read(deps.reads, user, query);
    lists.set(key, fresh, generation);
    return fresh;
  };
}
