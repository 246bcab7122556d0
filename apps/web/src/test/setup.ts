import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy… and waitFor give up after 3 s instead of 1 s: a screen that loads lazily is a first import
// in its worker, which the 2-core CI machine, busy with the server's tests, took over a second for.
// A passing test waits no longer than before.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => cleanup());
