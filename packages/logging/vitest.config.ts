import { vitestPreset } from "@crm/vitest-config";

export default vitestPreset();
