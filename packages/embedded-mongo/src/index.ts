export { startEmbeddedMongo } from "./server.js";
export type { EmbeddedMongo, EmbeddedMongoOptions } from "./server.js";
