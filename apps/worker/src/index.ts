export { startWorkers, type StartWorkersOptions, type RunningWorkers } from "./start-workers";
export { loadWorkerConfig, type WorkerConfig } from "./config";
