import { config } from "@crm/eslint-config";

export default config({ domain: false });
