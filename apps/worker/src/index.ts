export { startWorkers, type StartWorkersOptions, type RunningWorkers } from "./start-workers";
export { loadWorkerConfig, workerEnvSchema, type WorkerConfig } from "./config";
