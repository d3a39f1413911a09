import { fencesOf } from "./runnable-blocks";

/**
 * A guide's TypeScript sample that must compile: a fenced block whose info string is
 * `ts typecheck <path>` or `tsx typecheck <path>`, the path being the file it is in an app's
 * sources (`src/trpc.ts`), so blocks can import each other.
 */
export interface TypecheckBlock {
  path: string;
  code: string;
  /** 1-based line of the block's opening fence. */
  line: number;
}

export function typecheckBlocks(markdown: string): TypecheckBlock[] {
  const lines = markdown.split("\n");
  return fencesOf(lines).flatMap(({ info, start, end }) => {
    const [lang, mark, path] = info.split(/\s+/);
    if (mark !== "typecheck" || (lang !== "ts" && lang !== "tsx")) return [];
    if (!path?.endsWith(`.${lang}`)) throw new Error(`line ${start + 1}: a typecheck block names its file, ending in .${lang}`);
    return [{ path, code: lines.slice(start + 1, end).join("\n"), line: start + 1 }];
  });
}
