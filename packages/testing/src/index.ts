export { testMongo, type TestMongo } from "./mongo";
export { chooseMongoBackend, MONGO_BACKENDS, type MongoBackend, type MongoBackendChoice } from "./mongo-backend";
export { testRedis, type TestRedis } from "./redis";
export { startRedisCluster, type TestRedisCluster } from "./redis-cluster";
export { uniqueName } from "./unique-name";
export { startRecordingServer, type RecordingServer, type Served } from "./recording-server";
export { waitFor } from "./wait-for";
export { startFakeOpenAi, FAKE_SEGMENTS, type FakeOpenAi, type FakeAnswer } from "./fake-openai";
export { endedCall } from "./ended-call";
