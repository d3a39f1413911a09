export { createLogger, type LoggerOptions } from "./create-logger";
