import { searchInputSchema } from "@crm/domain";
import { domainInput } from "../input";
import { procedure } from "../trpc";

/** REST `GET /v1/search`: `{q, types?, limit?}` -> `{data: [{type, id, score, record}], hasMore, limit}` (docs/search.md). */
export const searchProcedure = procedure
  .input(domainInput(searchInputSchema))
  .query(({ ctx, input }) => ctx.domain.search.search(ctx.auth, input));
