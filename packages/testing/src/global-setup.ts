import { chooseMongoBackend } from "./mongo-backend";

/** vitest globalSetup: says once per run which MongoDB the integration tests use (see chooseMongoBackend). */
export default async function printMongoBackend(): Promise<void> {
  const { backend, reason } = await chooseMongoBackend();
  console.log(`[tests] MongoDB: ${backend} (${reason})`);
}
