import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const cwd = fileURLToPath(new URL("..", import.meta.url));
const command = [process.execPath, "--conditions=@crm/source", "--import", "tsx", "test/log-lines.ts"];

describe("log format", () => {
  it("writes JSON lines when stdout is a pipe", () => {
    const run = spawnSync(command[0]!, command.slice(1), { cwd, encoding: "utf8" });
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, service: "probe", queue: "system", msg: "worker ready" });
  });

  it("writes pino-pretty lines when stdout is a terminal", () => {
    // util-linux `script` runs the command on a pseudo-terminal, as an interactive shell would.
    const run = spawnSync("script", ["-qec", command.join(" "), "/dev/null"], { cwd, encoding: "utf8" });
    expect(run.status).toBe(0);
    const text = run.stdout.replace(/\u001b\[[0-9;]*m/g, "").trim();
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: probe: worker ready\r?\n\s+queue: "system"$/);
  });
});
