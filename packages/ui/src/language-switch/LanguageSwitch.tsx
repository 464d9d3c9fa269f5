import { classNames } from '../class-names';

export interface LanguageSwitchProps {
  /** The group's name for screen readers, e.g. "Sprache". */
  label: string;
  /** The languages to offer, each named in its own language ("Deutsch", "English"). */
  languages: ReadonlyArray<{ code: string; name: string }>;
  /** The language the page shows now; its button is pressed. */
  current: string;
  onChoose(code: string): void;
  className?: string;
}

/** One button per language, the current one pressed; where the choice is kept is the app's affair. */
export function LanguageSwitch({ label, languages, current, onChoose, className }: LanguageSwitchProps) {
  return (
    <div className={classNames('gw-language-switch', className)} role="group" aria-label={label}>
      {languages.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={current === code}
          onClick={() => onChoose(code)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
