/**
 * A failure that retrying cannot fix (a 404 recording, a file that is not audio, a truncated WAV,
 * a request the service rejects). The pipeline marks the stage FAILED at once instead of retrying;
 * any other error is retried with backoff.
 */
export class PermanentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PermanentProviderError";
  }
}
