/** Helpers for FullCalendar's screens: the production plan and the booking calendar. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Drags an event by its middle onto the same time of another day's column. */
export async function dragToDay(page: Page, event: Locator, day: string) {
  // Scrolled in one step: the calendar may render its events again when the day's pickups arrive,
  // which detaches the element a stability wait had found.
  await event.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // A box is null while the calendar swaps the event's element; the next one stands where it stood.
  let found = null as Awaited<ReturnType<Locator['boundingBox']>>;
  await expect.poll(async () => (found = await event.boundingBox())).not.toBeNull();
  const from = found!;
  const column = (await page.locator(`.fc-timegrid-col[data-date="${day}"]`).boundingBox())!;
  const y = from.y + Math.min(10, from.height / 2);
  await page.mouse.move(from.x + from.width / 2, y);
  await page.mouse.down();
  // A first short move starts FullCalendar's drag.
  await page.mouse.move(from.x + from.width / 2 + 10, y, { steps: 3 });
  await page.mouse.move(column.x + column.width / 2, y, { steps: 10 });
  await page.mouse.up();
}
