// Kept apart from harness.ts, which loads vitest and the server: scripts/lighthouse.ts waits with
// it too.

/**
 * Asks for `path` until the server serves it rendered from its first calls' answers (apps/server's
 * plugins/answeredPages.ts): until that render is done, it serves the build's page instead.
 */
export async function untilServedWithAnswers(
  product: { origin: string },
  path: string,
  userAgent?: string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${product.origin}${path}`, {
      headers: userAgent ? { 'user-agent': userAgent } : {},
    });
    if ((await response.text()).includes('id="first-answers"')) return;
    if (Date.now() > deadline) throw new Error(`${path} is still served without its answers`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
