/** Deliveries failing for good in a row (each after every retry, about a day) before the service disables an endpoint. */
export const DEFAULT_DISABLE_AFTER_FAILED_DELIVERIES = 5;

/**
 * The endpoint's state after one delivery's final outcome: a success ends the run of failures;
 * a delivery that failed for good extends it, and a long enough run disables the endpoint
 * (only once: an already disabled endpoint is not disabled again).
 */
export function afterDelivery(
  state: { failedDeliveries: number; enabled: boolean },
  outcome: "SUCCEEDED" | "FAILED",
  disableAfter: number,
): { failedDeliveries: number; disable: boolean } {
  if (outcome === "SUCCEEDED") return { failedDeliveries: 0, disable: false };
  const failedDeliveries = state.failedDeliveries + 1;
  return { failedDeliveries, disable: state.enabled && failedDeliveries >= disableAfter };
}
