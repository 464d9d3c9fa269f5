import { describeLineCustomization, lineSetEntries, localizedText, type LineSet } from '@gartenwerk/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { useLanguage } from '../../app/localized';
import { markNames } from '../../app/MarkedText';

/**
 * What a customer added to a cart or order line, in words: the customization (the colour by its
 * title), the products of a set (by position, each with its customization) and the note.
 */
export function LineExtras({
  customization,
  colorTitle,
  colorTitleEn,
  set,
  titles,
  setLabel,
  note,
}: {
  customization?: unknown;
  /** The title of the colour the customization names by id, as the server answers it. */
  colorTitle?: string | undefined;
  /** The colour's English title, where one is written: English pages show it. */
  colorTitleEn?: string | undefined;
  set?: LineSet;
  titles?: Record<string, string>;
  /** The heading of the set's products, e.g. "Zusammenstellung". */
  setLabel: string;
  /** The line's note, already worded (e.g. "Anmerkung: …"); left out where it is edited. */
  note?: string;
}) {
  const { t } = useTranslation('shop');
  const language = useLanguage();
  const color = colorTitle === undefined ? undefined : localizedText(colorTitle, colorTitleEn, language);
  const described = describeLineCustomization(customization, color?.text, t('product.color'));
  const parts = lineSetEntries(set, titles);
  return (
    <>
      {described ? <span className="line-detail">{markNames(described, [color])}</span> : null}
      {parts.length > 0 ? (
        <div className="line-set">
          <span className="line-set__label">{setLabel}:</span>
          <ol>
            {parts.map((part) => (
              <li key={part.item}>
                {part.title}
                {part.customization ? ` (${part.customization})` : ''}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {note ? <span className="line-detail">{note}</span> : null}
    </>
  );
}
