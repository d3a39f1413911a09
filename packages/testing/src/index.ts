export { testMongo, type TestMongo } from "./mongo";
export { chooseMongoBackend, MONGO_BACKENDS, type MongoBackend, type MongoBackendChoice } from "./mongo-backend";
export { testRedis, type TestRedis } from "./redis";
export { uniqueName } from "./unique-name";
