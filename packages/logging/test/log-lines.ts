import { createLogger } from "../src/index";

// Logs as a process would, leaving the format to createLogger's default (stdout a terminal or not).
const logger = createLogger({ service: "probe", level: "info" });
logger.info({ queue: "system" }, "worker ready");
