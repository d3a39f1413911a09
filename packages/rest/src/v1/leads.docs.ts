import type { CrudDocs } from "./crud-routes";

/** Leads: chatbot conversations captured in the project (spec "Lead"): the reference's text of their generated CRUD routes. */
export const leadDocs: CrudDocs = {
  create: {
    summary: "Capture a lead",
    description:
      "Stores a chatbot conversation. The service derives `urlParams` (first value of each query parameter of " +
      "`originURL`) and the ad click source used by the `clickId` filter (google: gclid, gbraid, wbraid; meta: fbclid; " +
      "tiktok: ttclid; organic: none). `isComplete` defaults to false, `answers` to [].",
    success: "The captured lead.",
  },
  list: {
    description:
      "Newest first by default. `[limit]` 1..250 (default 20; larger values are reduced to 250). Besides the field " +
      "filters: `chatbotId=<id>` (leads captured by that chatbot, `[in]` accepted) and " +
      "`clickId=all|organic|google|meta|tiktok` (ad click id found in originURL; `all` = no restriction; `[in]` accepted).",
  },
  update: {
    description:
      "For a conversation that goes on after capture: `isComplete`, `answers` (replaces the list) and `originURL` " +
      "(re-derives `urlParams` and the click source). The chatbot and session of a lead do not change.",
  },
};
