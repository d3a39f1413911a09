import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentResponderFromEnv, createDevAgentResponder, createOpenAiAgentResponder, type AgentPrompt } from "./agent-responder";

const prompt: AgentPrompt = {
  agentName: "Ana",
  instructions: "Sell plans politely.",
  history: [
    { role: "agent", text: "Welcome!" },
    { role: "contact", text: "Which plans?" },
  ],
  followUp: false,
};

/** A local stand-in for an OpenAI-compatible server: records requests, answers like /v1/chat/completions. */
describe("OpenAI-compatible agent responder (against a local fake server)", () => {
  let server: Server;
  let baseURL: string;
  const seen: Array<{
    path: string;
    auth: string | undefined;
    body: { model: string; messages: Array<{ role: string; content: string }> };
  }> = [];
  let status = 200;
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        seen.push({ path: req.url ?? "", auth: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(status, { "content-type": "application/json" });
        res.end(
          status === 200
            ? JSON.stringify({
                id: "c1",
                object: "chat.completion",
                created: 0,
                model: "m",
                choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: " We have Basic and Pro. " } }],
              })
            : JSON.stringify({ error: { message: "overloaded" } }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the instructions as the system prompt and the history as user/assistant turns", async () => {
    const responder = createOpenAiAgentResponder({ apiKey: "sk-test", baseURL, model: "gpt-test" });
    expect(await responder.reply(prompt)).toBe("We have Basic and Pro.");
    expect(seen[0]).toMatchObject({
      path: "/v1/chat/completions",
      auth: "Bearer sk-test",
      body: {
        model: "gpt-test",
        messages: [
          { role: "system", content: "Sell plans politely." },
          { role: "assistant", content: "Welcome!" },
          { role: "user", content: "Which plans?" },
        ],
      },
    });
    expect(responder.info).toEqual({ service: "agent-llm", adapter: "openai-compatible", simulated: false });
  });

  it("asks for a follow-up when the contact did not answer, and fails on a server error (the job retries)", async () => {
    const responder = createOpenAiAgentResponder({ apiKey: "sk-test", baseURL, model: "gpt-test" });
    await responder.reply({ ...prompt, followUp: true });
    expect(seen.at(-1)!.body.messages[0]!.content).toContain("has not answered");
    status = 503;
    await expect(responder.reply(prompt)).rejects.toThrow();
    status = 200;
  });

  it("is chosen by OPENAI_API_KEY; without it the dev responder answers deterministically and says it is simulated", async () => {
    expect(agentResponderFromEnv({ OPENAI_API_KEY: "sk", OPENAI_BASE_URL: baseURL }).info.adapter).toBe("openai-compatible");
    const dev = agentResponderFromEnv({});
    expect(dev.info).toMatchObject({ adapter: "dev", simulated: true });
    expect(await dev.reply(prompt)).toBe(await createDevAgentResponder().reply(prompt));
    expect(await dev.reply(prompt)).toMatch(/^\[simulated Ana\] You said: "Which plans\?"/);
  });
});
