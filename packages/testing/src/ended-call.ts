let seq = 0;

/**
 * A `POST /v1/telephony/calls` body: an answered 10 s outbound call from extension 201 to
 * `phone`, with a fresh externalId; `over` replaces any key (`undefined` drops it).
 */
export function endedCall(phone: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    externalId: `ext-${process.pid}-${++seq}`,
    direction: "OUTBOUND",
    from: { type: "EXTENSION", number: "201" },
    to: { type: "PHONE", number: phone },
    startedAt: "2025-03-01T10:00:00.000Z",
    answeredAt: "2025-03-01T10:00:01.000Z",
    endedAt: "2025-03-01T10:00:11.000Z",
    outcome: "ANSWERED",
    ...over,
  };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}
