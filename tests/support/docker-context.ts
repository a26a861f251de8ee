/**
 * What a Docker build of this repository sees, read from the files themselves: which of a
 * fresh clone's files .dockerignore leaves in the build context (Docker's rules), the
 * files a build script reads by following its imports, and the Dockerfile's instructions.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";

type IgnoreRule = { exception: boolean; pattern: RegExp };

/** A .dockerignore pattern as Docker reads it: from the context's root, `*` and `?` within one path segment, `**` across any. */
function patternRegExp(pattern: string): RegExp {
  let source = "";
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index]!;
    if (char === "*" && pattern[index + 1] === "*") {
      const slashAfter = pattern[index + 2] === "/";
      source += slashAfter ? "(?:.*/)?" : ".*";
      index += slashAfter ? 2 : 1;
    } else if (char === "*") source += "[^/]*";
    else if (char === "?") source += "[^/]";
    else if (char === "\\" && index + 1 < pattern.length) source += `\\${pattern[++index]}`;
    else source += /[.+^${}()|[\]]/.test(char) ? `\\${char}` : char;
  }
  return new RegExp(`^${source}$`);
}

export function dockerIgnoreRules(text: string): IgnoreRule[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const exception = line.startsWith("!");
      const pattern = path.posix.normalize((exception ? line.slice(1) : line).trim()).replace(/^\/+/, "");
      return { exception, pattern: patternRegExp(pattern) };
    });
}

/** Docker's rule: the last pattern that matches the file or one of its folders decides. */
export function isInBuildContext(file: string, rules: IgnoreRule[]): boolean {
  const segments = file.split("/");
  const candidates = segments.map((_, index) => segments.slice(0, index + 1).join("/"));
  let excluded = false;
  for (const rule of rules) {
    if (candidates.some((candidate) => rule.pattern.test(candidate))) excluded = !rule.exception;
  }
  return !excluded;
}

/** The files a fresh clone holds (and files not yet committed, which a commit would add). */
export function clonedFiles(root: string): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
}

const IMPORTS = [/\b(?:import|export)\s[^;]*?\bfrom\s*["']([^"']+)["']/g, /\bimport\s*["']([^"']+)["']/g, /\bimport\(\s*["']([^"']+)["']\s*\)/g];
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".json", "/index.ts", "/index.tsx", "/index.js"];

/** A module path as the build resolves it (relative, or `~/` for app/); undefined for a package or a Node built-in. */
function resolveImport(root: string, fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.join(path.dirname(fromFile), specifier);
  else return undefined;
  const found = EXTENSIONS.map((extension) => `${base}${extension}`).find((candidate) => statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${fromFile} imports ${specifier}, which is no file`);
  return found.split(path.sep).join("/");
}

/** The entry files and every file they import, transitively (type-only imports included: the build reads them too). */
export function importedFiles(root: string, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    const text = readFileSync(path.join(root, file), "utf8");
    for (const expression of IMPORTS) {
      for (const match of text.matchAll(expression)) {
        const resolved = resolveImport(root, file, match[1]!);
        if (resolved) pending.push(resolved);
      }
    }
  }
  return seen;
}

/** The repository's files an npm script runs (`tsx FILE`, `node FILE`, esbuild's entry points), following `npm run NAME`. */
export function filesRunBy(scripts: Record<string, string>, name: string): string[] {
  const command = scripts[name];
  if (command === undefined) throw new Error(`package.json has no script ${name}`);
  const files = [...command.matchAll(/(?:^|\s)((?:scripts|server)\/[\w./-]+\.(?:ts|js))/g)].map((match) => match[1]!);
  for (const [, nested] of command.matchAll(/npm run ([\w:-]+)/g)) files.push(...filesRunBy(scripts, nested!));
  return files;
}

export type DockerInstruction = { keyword: string; flags: string[]; args: string[] };

/** The Dockerfile's instructions, continuation lines joined, each with its `--flag`s. */
export function dockerInstructions(text: string): DockerInstruction[] {
  const logical = text
    .split("\n")
    .filter((line) => !line.trim().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return logical.map((line) => {
    const [keyword = "", ...words] = line.split(/\s+/);
    const flags: string[] = [];
    while (words[0]?.startsWith("--")) flags.push(words.shift()!.replace(/=.*$/, ""));
    return { keyword: keyword.toUpperCase(), flags, args: words };
  });
}
