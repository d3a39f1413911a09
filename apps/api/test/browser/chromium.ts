import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's Chromium, headless. Missing, the browser tests fail (never skip) with how to get it;
 * .ci/run installs it. Background networking is off so the page's own requests are all there is.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: the /docs and GraphiQL browser tests need it. ` +
        "Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH.",
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
