export { createApp, type AppDeps } from "./app";
export { loadConfig, type ApiConfig } from "./config";
export { startServer, type RunningServer } from "./server";
