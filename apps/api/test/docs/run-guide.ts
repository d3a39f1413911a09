import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DOCUMENTED_BASE, maskOutput, matchesShown, type RunnableBlock } from "./runnable-blocks";
import type { ShellSession } from "./shell-session";

export interface BlockResult {
  block: RunnableBlock;
  /** Masked, as a guide would show it. */
  actual: string;
  status: number;
  ok: boolean;
}

const BLOCK_TIMEOUT_MS = 60_000;

/**
 * Runs blocks in order in one session against the server at `serverUrl` (the guides' documented
 * address is rewritten to it). A TypeScript block runs with tsx from apps/api, where the
 * workspace packages resolve, with the session's BASE, KEY and ADMIN_TOKEN in its environment.
 */
export async function runBlocks(
  session: ShellSession,
  blocks: RunnableBlock[],
  options: { serverUrl: string; scratchDir: string },
): Promise<BlockResult[]> {
  const results: BlockResult[] = [];
  for (const block of blocks) {
    const code = block.code.split(DOCUMENTED_BASE).join(options.serverUrl);
    const command = block.lang === "sh" ? code : await typeScriptCommand(code, block, options.scratchDir);
    const { output, status } = await session.run(command, BLOCK_TIMEOUT_MS);
    const actual = maskOutput(output, await session.variables(), options.serverUrl);
    const ok = status === 0 && (block.expected === undefined || matchesShown(block.expected, actual));
    results.push({ block, actual, status, ok });
    if (status !== 0) break; // later blocks depend on this one
  }
  return results;
}

async function typeScriptCommand(code: string, block: RunnableBlock, scratchDir: string): Promise<string> {
  await mkdir(scratchDir, { recursive: true });
  const file = join(scratchDir, `block-${block.line}.mts`);
  await writeFile(file, code);
  return `(cd apps/api && BASE="$BASE" KEY="$KEY" ADMIN_TOKEN="$ADMIN_TOKEN" node --conditions=@crm/source --import tsx '${file}')`;
}
