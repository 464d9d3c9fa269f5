import { DEFAULT_LANGUAGE, formatDate, formatTime, viennaDay, type Language } from '@gartenwerk/domain';
import type { PrintPlan } from '@gartenwerk/domain/schemas';
import { createI18n } from '@gartenwerk/i18n';
import { PDFDocument, rgb } from 'pdf-lib';
import type { Database } from '../../core/db';
import { A4Writer, embedFonts, GREY, PAGE_MARGIN } from '../../core/pdf';
import { addDays } from './document';
import { pickupsOn } from '../shop-order/pickup';
import { eventsByResource } from './production-plan';

/**
 * printProductionPlan: a day's or a week's plan (Monday to Sunday of the week of `date`) per
 * resource as a PDF: each resource with its stages by Vienna day and time, then the shop's pickups of
 * those days (not on one resource's plan).
 */
export async function printProductionPlan(
  db: Database,
  input: PrintPlan,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ content: Buffer; filename: string }> {
  const t = createI18n(language).getFixedT(null, 'invoice');
  const span = input.span ?? 'day';
  const weekday = new Date(`${input.date}T12:00:00Z`).getUTCDay() || 7;
  const first = span === 'week' ? addDays(input.date, 1 - weekday) : input.date;
  const last = span === 'week' ? addDays(first, 6) : first;
  const byResource = await eventsByResource(db, {
    start: first,
    end: addDays(last, 1),
    ...(input.resource ? { resource: input.resource } : {}),
  });
  const title =
    span === 'week'
      ? t('plan.week', { from: formatDate(first, language), to: formatDate(last, language) })
      : t('plan.day', { date: formatDate(first, language) });

  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Gartenwerk');
  pdf.setCreator('Gartenwerk');
  const { regular, bold } = await embedFonts(pdf);
  const writer = new A4Writer(pdf);
  writer.write(title, PAGE_MARGIN, bold, 16);
  writer.top -= 12;
  for (const resource of byResource.resources) {
    writer.room(48);
    writer.top -= 22;
    writer.page.drawRectangle({
      x: PAGE_MARGIN,
      y: writer.top - 4,
      width: 10,
      height: 10,
      color: rgb(...hexRgb(resource.color)),
    });
    writer.write(resource.name, PAGE_MARGIN + 16, bold, 12);
    if (resource.events.length === 0) {
      writer.top -= 15;
      writer.write(t('plan.nothing'), PAGE_MARGIN + 16, regular, 9, GREY);
      continue;
    }
    for (const event of resource.events) {
      // A stage within one day: its times (after the day on a week's plan); else both days and times.
      const sameDay = viennaDay(event.start) === viennaDay(new Date(Date.parse(event.end) - 1));
      const times = `${formatTime(event.start)} – ${formatTime(event.end)}`;
      const when = !sameDay
        ? `${formatDate(event.start, language)} ${formatTime(event.start)} – ${formatDate(event.end, language)} ${formatTime(event.end)}`
        : span === 'week'
          ? `${formatDate(event.start, language)} ${times}`
          : times;
      writer.room(28);
      writer.top -= 15;
      writer.write(when, PAGE_MARGIN + 16, regular, 9);
      writer.write(event.stage.name, PAGE_MARGIN + 200, bold, 9);
      writer.top -= 11;
      const order = `${t('plan.order')} ${event.order.number ?? ''} ${event.order.receiverName}`.replace(
        /\s+/g,
        ' ',
      );
      writer.write(
        `${order} · ${t(`plan.status.${event.stage.status}`)}`,
        PAGE_MARGIN + 200,
        regular,
        8,
        GREY,
      );
    }
  }
  const days = Array.from({ length: span === 'week' ? 7 : 1 }, (_, index) => addDays(first, index));
  const pickups = input.resource ? [] : (await Promise.all(days.map((day) => pickupsOn(db, day)))).flat();
  if (pickups.length > 0) {
    writer.room(48);
    writer.top -= 22;
    writer.write(t('plan.pickups'), PAGE_MARGIN, bold, 12);
    for (const pickup of pickups) {
      const times = `${formatTime(pickup.start)} – ${formatTime(pickup.end)}`;
      writer.room(16);
      writer.top -= 15;
      writer.write(
        span === 'week' ? `${formatDate(pickup.start, language)} ${times}` : times,
        PAGE_MARGIN + 16,
        regular,
        9,
      );
      writer.write(`${t('plan.shopOrder')} ${pickup.number}`, PAGE_MARGIN + 200, bold, 9);
      writer.write(pickup.name, PAGE_MARGIN + 320, regular, 9);
    }
  }
  const content = Buffer.from(await pdf.save());
  const filename = `produktionsplan-${first}${span === 'week' ? `-${last}` : ''}.pdf`;
  return { content, filename };
}

function hexRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}
