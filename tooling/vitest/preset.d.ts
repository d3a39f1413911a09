import type { UserConfig } from "vitest/config";

export function vitestPreset(overrides?: { testTimeout?: number; hookTimeout?: number; globalSetup?: string[] }): UserConfig;
