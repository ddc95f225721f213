import type { Locator, Page } from '@playwright/test';

/**
 * Moves the focused drag handle of a sortable list (apps/web/src/shared/ui/SortableList.tsx) by keyboard: Space lifts,
 * `key` moves one place, Space drops; at a person's pace, since the drag and drop library starts
 * listening for the arrow keys a moment after the pickup.
 */
export async function moveByKeyboard(page: Page, key: 'ArrowUp' | 'ArrowDown') {
  for (const k of ['Space', key, 'Space']) {
    await page.keyboard.press(k);
    await page.waitForTimeout(150);
  }
}

/** Drags a handle with the mouse onto the upper part of a nearby row, in small steps as a hand would. */
export async function dragOnto(page: Page, handle: Locator, onto: Locator) {
  // The mouse reaches only what is on screen and not under the fixed header or footer.
  await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const from = await handle.boundingBox();
  const to = await onto.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + (to.y < from.y ? -8 : 8), { steps: 4 });
  await page.mouse.move(x, to.y + to.height / 4, { steps: 12 });
  await page.mouse.up();
  // dnd-kit swallows every click for 50 ms after a drop (a timer started on mouse up), so that the drop
  // does not click what lies under it; a page timer of the same length started now runs after that one,
  // and the next click of the story (Save) then reaches the page as a person's would.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 50)));
}
