/**
 * A web client's use of the typed documents, with the web-client guide's fetch helpers: run
 * against the service (CRM_URL, CRM_API_KEY), it prints what it received as one JSON line.
 */
import { CreateContact, CreateDeal, DealsByTitle, DealsCreated } from "./documents";
import { CrmGraphQLError, graphqlClient } from "./graphql-client";
import { subscribe } from "./live-graphql";

const url = `${process.env.CRM_URL}/graphql`;
const apiKey = process.env.CRM_API_KEY ?? "";
const execute = graphqlClient(url, apiKey);

const { createContact: contact } = await execute(CreateContact);
const { createDeal: deal } = await execute(CreateDeal, { contactId: contact.id, title: "Acme rollout" });
const status: "OPEN" | "WON" | "LOST" = deal.status;

const board = await execute(DealsByTitle, { title: "acme" });
const row = board.deals.data[0];
const stageName: string | undefined = row?.stage?.name;
// @ts-expect-error: DealsByTitle does not select `status`
const unselected: unknown = row?.status;
// @ts-expect-error: DealsByTitle's `$title` is required
export const withoutVariables = () => execute(DealsByTitle);

const refused = await execute(CreateDeal, { contactId: "000000000000000000000000", title: "Nobody's" }).then(
  () => null,
  (error: unknown) => (error instanceof CrmGraphQLError ? error.errors[0]?.extensions : String(error)),
);

// The change feed from its start, then live: the first deal created is this one.
let replayed: { sequence: number | null; type: string; data: unknown } | undefined;
for await (const { events } of subscribe(url, apiKey, DealsCreated, { afterSequence: 0 }, AbortSignal.timeout(20_000))) {
  replayed = events;
  break;
}

console.log(JSON.stringify({ contactId: contact.id, deal, status, board, stageName, unselected, refused, replayed }));
