// The README promises Node 20 (package.json's `engines`): every package the lock file installs must say
// it runs on the oldest Node that promise allows, so `npm install` prints no EBADENGINE warning and
// nothing is installed whose authors do not support the Node a newcomer runs.
// Where a dependency's newest release dropped Node 20, package.json's `overrides` picks the last release
// that supports it (docs/decisions/132-node-20-dependencies-and-a-quiet-first-start.md).
import semver from "semver";
import { describe, expect, it } from "vitest";
import { readText } from "./repository-text.ts";

type LockPackage = { version?: string; engines?: { node?: string } | string[]; optional?: boolean };

describe("the Node version the README promises", () => {
  it("satisfies every installed package's engines.node", () => {
    const promised = (JSON.parse(readText("package.json")) as { engines: { node: string } }).engines.node;
    const oldest = semver.minVersion(promised);
    expect(oldest?.major).toBe(20);
    const lock = JSON.parse(readText("package-lock.json")) as { packages: Record<string, LockPackage> };
    const refused = Object.entries(lock.packages)
      .filter(([place]) => place !== "")
      .flatMap(([place, pkg]) => {
        const wanted = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        if (!wanted || semver.satisfies(oldest!, wanted)) return [];
        return [`${place}@${pkg.version ?? "?"} needs node ${wanted}`];
      });
    expect(refused).toEqual([]);
  });
});
