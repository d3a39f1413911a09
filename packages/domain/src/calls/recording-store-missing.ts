import type { RecordingStore } from "../ports/call-ports";

const missing = (): never => {
  throw new Error("No recording store was given to openDomain (options.recordingStore).");
};

/** The store of a domain opened without one (setups that never touch recordings): every use says what is missing. */
export const recordingStoreMissing: RecordingStore = {
  put: async () => missing(),
  stat: async () => missing(),
  read: async () => missing(),
  stream: () => missing(),
  remove: async () => missing(),
};
