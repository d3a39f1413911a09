// The outside world behind interfaces: one interface per service, a real HTTP adapter configured by
// environment, and a dev simulator for the embedded default.
export type { ProviderInfo } from "./provider-info";
