import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../src/repo-root";
import { typecheckBlocks } from "../docs/typecheck-blocks";
import { useTestApi } from "../support/test-api";
import { createWebApp, type WebApp } from "./web-app";

const fixture = join(repoRoot, "apps/api/test/web-client/codegen-app/src");
/** What the web client guide gives a web app: the codegen configuration and the fetch helpers. */
const GUIDE_FILES = ["codegen.ts", "src/graphql-client.ts", "src/live-graphql.ts"];

/**
 * GraphQL codegen as the web client guide sets it up (its `codegen.ts` and helpers, the printed
 * schema): sample documents (a listing with relations, mutations, a subscription) become typed
 * documents; a script using them typechecks, with `@ts-expect-error` lines for an unselected
 * field and missing variables; then it runs against the service and receives what it typed.
 */
describe("GraphQL codegen from the printed schema", () => {
  const api = useTestApi({ name: "graphql-codegen" });
  let app: WebApp | undefined;
  afterAll(() => app?.remove());

  it("types documents by their selection and variables, and the typed documents run as typed", { timeout: 120_000 }, async () => {
    const guide = typecheckBlocks(await readFile(join(repoRoot, "docs/web-client.md"), "utf8"));
    const files: Record<string, string> = {};
    for (const path of GUIDE_FILES) files[path] = guide.find((block) => block.path === path)?.code ?? `missing in the guide: ${path}`;
    for (const name of await readdir(fixture)) files[`src/${name}`] = await readFile(join(fixture, name), "utf8");
    app = await createWebApp(files);

    await app.codegen();
    const generated = await readFile(join(app.dir, "src/gql/graphql.ts"), "utf8");
    for (const type of ["DealsByTitleQuery", "CreateDealMutationVariables", "DealsCreatedSubscription"]) {
      expect(generated).toContain(`export type ${type} =`);
    }
    await app.typecheck();

    const { key } = (await api.createProject("Codegen")).apiKey;
    const printed = await app.run("src/script.ts", { CRM_URL: api.baseUrl, CRM_API_KEY: key });
    const result = JSON.parse(printed) as Record<string, unknown> & { contactId: string; deal: { id: string } };
    expect(result).toEqual({
      contactId: expect.any(String),
      deal: { id: expect.any(String), title: "Acme rollout", status: "OPEN" },
      status: "OPEN",
      board: {
        deals: {
          total: 1,
          data: [
            { id: result.deal.id, title: "Acme rollout", contact: { id: result.contactId }, stage: { name: expect.any(String) }, tags: [] },
          ],
        },
      },
      stageName: expect.any(String),
      refused: expect.objectContaining({ code: "NOT_FOUND", status: 404, kind: "NOT_FOUND" }),
      replayed: {
        sequence: expect.any(Number),
        type: "deal.created",
        data: { record: expect.objectContaining({ id: result.deal.id, title: "Acme rollout" }) },
      },
    });
  });
});
