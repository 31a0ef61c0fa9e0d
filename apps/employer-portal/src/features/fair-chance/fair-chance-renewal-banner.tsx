import type { Employer } from '@jobboard/contracts';
import { attestationExpiresAt, formatCalendarDate, isAttestationCurrent, isAttestationRenewalDue } from '@jobboard/domain';
import { Button, Icon, WarningBanner } from '@jobboard/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface FairChanceRenewalBannerProps {
  employer: Pick<Employer, 'fairChanceAttestation'>;
  now?: Date;
}

/**
 * On the dashboard when the fair-chance attestation is due to be confirmed again (a month ahead)
 * or has lapsed; nothing otherwise. The rules are libs/domain/src/fair-chance.ts.
 */
export const FairChanceRenewalBanner = ({ employer, now = new Date() }: FairChanceRenewalBannerProps) => {
  const t = useTexts(employerTexts);
  const headingId = useId();
  const attestation = employer.fairChanceAttestation;
  if (!attestation || !isAttestationRenewalDue(attestation, now)) return null;
  const lapsed = !isAttestationCurrent(attestation, now);
  const until = formatCalendarDate(attestationExpiresAt(attestation.attestedAt));
  return (
    <WarningBanner aria-labelledby={headingId}>
      <Icon name="clock" size={24} />
      <div>
        <h2 id={headingId}>{lapsed ? t('Your fair-chance attestation has lapsed') : t('Please confirm your fair-chance practices')}</h2>
        <p>
          {lapsed
            ? t(
                'It lapsed on {{until}}: your jobs no longer carry the Second Chance marker and your company is not counted as an inclusive employer. Confirm your practices again to restore them.',
                { until },
              )
            : t(
                'Your attestation lapses on {{until}}. Confirm that your company still follows these practices to keep the Second Chance marker on your jobs.',
                { until },
              )}
        </p>
      </div>
      <Button as={Link} to="/employer-settings#fair-chance" $variant="primary">
        {t('Confirm practices')}
      </Button>
    </WarningBanner>
  );
};
