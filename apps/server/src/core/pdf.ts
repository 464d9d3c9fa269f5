import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { rgb, type Color, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { AppError } from './errors';
import { text } from './texts';

// A4 portrait, in points.
export const A4_WIDTH = 595;
export const A4_HEIGHT = 842;
export const PAGE_MARGIN = 48;
/** The right edge of the text and of the amount columns. */
export const RIGHT_EDGE = A4_WIDTH - PAGE_MARGIN;
export const GREY = rgb(0.35, 0.35, 0.35);
export const BLACK = rgb(0.1, 0.1, 0.1);
/** Where the labels of a totals block start; the amounts end at the right edge. */
const TOTALS_LEFT = 300;

/**
 * The fonts every PDF embeds (a subset of each): DejaVu, whose Latin Extended covers the names of
 * Czech, Slovak, Polish, Slovenian, Hungarian and Croatian customers. The keys are the families
 * settings/pdf offers, named after the standard fonts they replaced.
 */
const FONT_FILES = {
  Helvetica: ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'],
  'Times-Roman': ['DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf'],
  Courier: ['DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf'],
} as const;
export type FontFamily = keyof typeof FONT_FILES;

const fontBytes = new Map<string, Buffer>();
function fontFile(name: string): Buffer {
  let bytes = fontBytes.get(name);
  if (!bytes) {
    bytes = readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
    fontBytes.set(name, bytes);
  }
  return bytes;
}

/** The family's regular and bold font, embedded as subsets. */
export async function embedFonts(
  pdf: PDFDocument,
  family: FontFamily = 'Helvetica',
): Promise<{ regular: PDFFont; bold: PDFFont }> {
  pdf.registerFontkit(fontkit);
  const [regular, bold] = FONT_FILES[family];
  return {
    regular: await pdf.embedFont(fontFile(regular), { subset: true }),
    bold: await pdf.embedFont(fontFile(bold), { subset: true }),
  };
}

/** Line breaks and tabs are laid out, not drawn. */
const LAYOUT = new Set([0x0a, 0x0d, 0x09]);
let printableCodePoints: Set<number> | undefined;

/** The characters every family prints in regular and bold. */
function everyFontPrints(codePoint: number): boolean {
  if (!printableCodePoints) {
    const sets = Object.values(FONT_FILES)
      .flat()
      .map((name) => new Set(fontkit.create(fontFile(name)).characterSet));
    printableCodePoints = new Set([...sets[0]!].filter((point) => sets.every((set) => set.has(point))));
  }
  return LAYOUT.has(codePoint) || printableCodePoints.has(codePoint);
}

/** The characters of `text` no PDF can print (emoji, scripts the fonts lack), each once. */
export function unprintableCharacters(value: string): string[] {
  return [...new Set([...value].filter((char) => !everyFontPrints(char.codePointAt(0)!)))];
}

/**
 * Refuses text a document would print with characters no font has, naming the first such field
 * (`lines[2].title`), so that nothing is ever printed as '?'.
 */
export function requirePrintable(fields: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value !== 'string') continue;
    const characters = unprintableCharacters(value);
    if (characters.length > 0)
      throw new AppError(
        'UNPRINTABLE',
        400,
        text('errors:unprintable', { field, characters: characters.join(' ') }),
      );
  }
}

/**
 * Text as `font` can draw it: what it lacks was refused where it is entered, so only text stored
 * before that check can still hold such a character, shown as '?'.
 */
export function printable(font: PDFFont, value: string): string {
  const glyphs = new Set(font.getCharacterSet());
  return [...value].map((char) => (glyphs.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/** Breaks text into lines no wider than `width`, keeping the paragraphs. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A4 portrait pages written from the top down, as the order and the accounting documents are:
 * `top` is the baseline the next text stands on, and the caller moves it down. A new page starts
 * when what comes next would reach below `bottom` (the margin, or the top of a footer).
 */
export class A4Writer {
  /** Every page so far, for what is drawn on each at the end (a footer). */
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  top = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly bottom = PAGE_MARGIN,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.pdf.addPage([A4_WIDTH, A4_HEIGHT]);
    this.pages.push(this.page);
    this.top = A4_HEIGHT - PAGE_MARGIN;
  }

  /** Starts a new page unless `height` more still fits on this one. */
  room(height: number): void {
    if (this.top - height < this.bottom) this.newPage();
  }

  write(value: string, x: number, font: PDFFont, size: number, color: Color = BLACK): void {
    this.page.drawText(printable(font, value), { x, y: this.top, size, font, color });
  }

  writeRight(value: string, right: number, font: PDFFont, size: number, color: Color = BLACK): void {
    const shown = printable(font, value);
    this.page.drawText(shown, {
      x: right - font.widthOfTextAtSize(shown, size),
      y: this.top,
      size,
      font,
      color,
    });
  }

  /** Text across the page's width, wrapped, each line below the last (on a new page where needed). */
  paragraph(value: string, font: PDFFont, size: number, color: Color = BLACK): void {
    for (const part of wrap(font, printable(font, value), size, A4_WIDTH - 2 * PAGE_MARGIN)) {
      this.room(size * 1.4);
      this.top -= size * 1.4;
      this.write(part, PAGE_MARGIN, font, size, color);
    }
  }

  /** A thin grey line at `top`, from `left` to the right edge. */
  rule(left: number): void {
    this.page.drawLine({
      start: { x: left, y: this.top },
      end: { x: RIGHT_EDGE, y: this.top },
      thickness: 0.5,
      color: GREY,
    });
  }

  /** The totals under the lines: a rule, then each label with its amount, kept together on one page. */
  totals(rows: ReadonlyArray<[label: string, amount: string, font: PDFFont]>): void {
    this.room(20 + 14 * rows.length);
    this.top -= 8;
    this.rule(TOTALS_LEFT);
    for (const [label, amount, font] of rows) {
      this.top -= 14;
      this.write(label, TOTALS_LEFT, font, 10);
      this.writeRight(amount, RIGHT_EDGE, font, 10);
    }
  }
}
