export { testMongo, type TestMongo } from "./mongo";
export { testRedis, type TestRedis } from "./redis";
export { uniqueName } from "./unique-name";
