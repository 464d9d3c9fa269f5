import { useTranslation } from '../../i18n/useTranslation';
import { PASSWORD_STRENGTH_LABELS, type PasswordStrengthLabel } from '@gartenwerk/domain';

/** The strength bar's labels and name in the reader's language, for PasswordStrengthInput. */
export function usePasswordStrengthProps() {
  const { t } = useTranslation('auth');
  const strengthLabels = Object.fromEntries(
    PASSWORD_STRENGTH_LABELS.map((label, score) => [
      label,
      t(`passwordStrength.${score}` as 'passwordStrength.0'),
    ]),
  ) as Record<PasswordStrengthLabel, string>;
  return { strengthLabels, meterLabel: t('passwordStrengthMeter') };
}
