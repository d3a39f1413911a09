import * as d from "@crm/domain";
import { byId } from "../input";
import { procedure, router } from "../trpc";
import { crudProcedures } from "./crud";

/** The resources whose router is CRUD and nothing more (or almost: a channel rotates its secret). */
export const usersRouter = router(
  crudProcedures((x) => x.users, { list: d.userListSpec, create: d.userCreateSchema, update: d.userUpdateSchema }),
);
export const agentsRouter = router(
  crudProcedures((x) => x.agents, { list: d.agentListSpec, create: d.agentCreateSchema, update: d.agentUpdateSchema }),
);
export const leadsRouter = router(
  crudProcedures((x) => x.leads, { list: d.leadListSpec, create: d.leadCreateSchema, update: d.leadUpdateSchema }),
);
export const notesRouter = router(
  crudProcedures((x) => x.notes, { list: d.noteListSpec, create: d.noteCreateSchema, update: d.noteUpdateSchema }),
);
export const fieldGroupsRouter = router(
  crudProcedures((x) => x.fieldGroups, { list: d.fieldGroupListSpec, create: d.fieldGroupCreateSchema, update: d.fieldGroupUpdateSchema }),
);
export const fieldsRouter = router(
  crudProcedures((x) => x.fields, { list: d.fieldListSpec, create: d.fieldCreateSchema, update: d.fieldUpdateSchema }),
);
export const contactsRouter = router(
  crudProcedures((x) => x.contacts, { list: d.contactListSpec, create: d.contactCreateSchema, update: d.contactUpdateSchema }),
);
export const pipelinesRouter = router(
  crudProcedures((x) => x.pipelines, { list: d.pipelineListSpec, create: d.pipelineCreateSchema, update: d.pipelineUpdateSchema }),
);
export const tagsRouter = router(
  crudProcedures((x) => x.tags, { list: d.tagListSpec, create: d.tagCreateSchema, update: d.tagUpdateSchema }),
);
export const tasksRouter = router(
  crudProcedures((x) => x.tasks, { list: d.taskListSpec, create: d.taskCreateSchema, update: d.taskUpdateSchema }),
);
export const lossReasonsRouter = router(
  crudProcedures((x) => x.lossReasons, { list: d.lossReasonListSpec, create: d.lossReasonCreateSchema, update: d.lossReasonUpdateSchema }),
);
export const channelsRouter = router({
  ...crudProcedures((x) => x.channels, { list: d.channelListSpec, create: d.channelCreateSchema, update: d.channelUpdateSchema }),
  /** The new webhook secret, shown once. */
  rotateSecret: procedure.input(byId).mutation(({ ctx, input }) => ctx.domain.channels.rotateSecret(ctx.auth, input.id)),
});
