import { chunkFile } from './build-manifest';
import { BASE_URL, expect } from './support';
import { staffAt, test } from './shop-support';

// Issue 12: a cold load of a signed-in page fetches the page's chunk alongside the session check,
// not after it (the declarative router renders a lazy page only once the guards let it through).
test('a cold load of Make Orders asks for its chunk while the session check is still out', async ({
  page,
  location,
}) => {
  await staffAt(page, location.id, '/');
  const chunkRequested = page.waitForRequest(`${BASE_URL}/${chunkFile('make-orders-page')}`);
  // The session check is held until the chunk has been asked for: without the preload the chunk
  // waits for the guards, the guards wait for the session, and the page never shows.
  await page.route('**/api/users/me', async (route) => {
    await chunkRequested;
    await route.continue();
  });
  await page.goto('/make-orders');
  await chunkRequested;
  await expect(
    page.getByRole('heading', { name: 'Please make orders from top to bottom' }),
  ).toBeVisible();
});
