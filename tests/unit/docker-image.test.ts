/**
 * The image builds from a fresh clone on the oldest Docker the README names (20.10, Debian
 * 12's): everything the Dockerfile's build stages read is in the build context after
 * .dockerignore, and no instruction takes a flag that Docker 20.10 refuses. No Docker
 * engine is needed: both are read from the files.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clonedFiles, dockerIgnoreRules, dockerInstructions, filesRunBy, importedFiles, isInBuildContext } from "../support/docker-context";

const ROOT = path.resolve(".");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const packageJson = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
const rules = dockerIgnoreRules(read(".dockerignore"));
const instructions = dockerInstructions(read("Dockerfile"));
const cloned = clonedFiles(ROOT);

/** Each instruction's flags that Docker 20.10 takes, with its classic builder as with BuildKit. */
const DOCKER_20_10_FLAGS: Record<string, string[]> = {
  FROM: ["--platform"],
  COPY: ["--from", "--chown"],
  ADD: ["--chown"],
  HEALTHCHECK: ["--interval", "--timeout", "--start-period", "--retries"],
};

describe("the Docker build context", () => {
  it("holds every file `npm run build` runs and every file they import", () => {
    const entries = ["vite.config.ts", "react-router.config.ts", ...filesRunBy(packageJson.scripts, "build")];
    expect(entries).toContain("scripts/compress-client-files.ts");
    expect(entries).toContain("scripts/database-template.ts");
    const needed = [...importedFiles(ROOT, entries)];
    expect(needed.filter((file) => !isInBuildContext(file, rules))).toEqual([]);
  });

  it("holds the app, its public files, the migrations and the package files", () => {
    const needed = cloned.filter((file) => /^(app|public|drizzle)\//.test(file) || ["package.json", "package-lock.json", "tsconfig.json", "server.js"].includes(file));
    expect(needed.length).toBeGreaterThan(100);
    expect(needed.filter((file) => !isInBuildContext(file, rules) && !file.endsWith(".md"))).toEqual([]);
  });

  it("holds what each COPY from the context names", () => {
    const sources = instructions.filter((instruction) => instruction.keyword === "COPY" && !instruction.flags.includes("--from")).flatMap((instruction) => instruction.args.slice(0, -1));
    expect(sources).toContain("drizzle");
    for (const source of sources.filter((name) => name !== ".")) {
      const inContext = cloned.filter((file) => (file === source || file.startsWith(`${source.replace(/\/$/, "")}/`)) && isInBuildContext(file, rules));
      expect(inContext, source).not.toEqual([]);
    }
  });

  it("leaves out the tests, the docs and the benchmarks' scripts", () => {
    for (const file of ["tests/unit/docker-image.test.ts", "docs/decisions/001-node-24-through-npm.md", "scripts/bench-pages.ts", "README.md"]) {
      expect(isInBuildContext(file, rules), file).toBe(false);
    }
  });
});

describe("the Dockerfile on Docker 20.10", () => {
  it("says so, as the README does", () => {
    expect(read("Dockerfile")).toMatch(/Oldest Docker supported: 20\.10/);
    expect(read("README.md")).toMatch(/Docker 20\.10/);
  });

  it("takes no flag newer than Docker 20.10 (HEALTHCHECK --start-interval needs 25)", () => {
    const newer = instructions.flatMap((instruction) => instruction.flags.filter((flag) => !(DOCKER_20_10_FLAGS[instruction.keyword] ?? []).includes(flag)).map((flag) => `${instruction.keyword} ${flag}`));
    expect(instructions.filter((instruction) => instruction.keyword === "HEALTHCHECK")).toHaveLength(1);
    expect(newer).toEqual([]);
  });

  it("builds the database template in a stage that copies none of the app's other sources", () => {
    const start = instructions.findIndex((instruction) => instruction.keyword === "FROM" && instruction.args.at(-1) === "database-template");
    const stage = instructions.slice(start + 1, instructions.findIndex((instruction, index) => index > start && instruction.keyword === "FROM"));
    const copied = stage.filter((instruction) => instruction.keyword === "COPY").flatMap((instruction) => instruction.args.slice(0, -1));
    expect(copied).not.toContain(".");
    const needed = [...importedFiles(ROOT, ["scripts/database-template.ts"])];
    expect(needed.filter((file) => !copied.some((source) => file === source || file.startsWith(`${source}/`)))).toEqual([]);
  });
});
