// /coverage-denied/{type} (spec 001 §2.7, spec 000 §2 "Coverage denied variants"): default, dob, location,
// state_ineligible, rejected, rejected_reinstatement, failed, referred_to_underwriter. An unknown type reads as
// default. Every way out ends the journey that led here.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_INSURED_AGE, MIN_INSURED_AGE } from '@wysh/domain/eligibility';
import { useAppSettings } from '../../../shared/api/app-settings';
import { ClockIcon } from '../../../shared/components/account-icons';
import { Button } from '../../../shared/components/button';
import { HelpCenterLink } from '../../../shared/components/help-center-link';
import { AlertIcon, ToolsIcon } from '../../../shared/components/icons';
import { MessageScreen } from '../../../shared/components/message-screen';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { FULFILLMENT_START_PATH } from '../../../shared/journeys/fulfillment';
import { EligibleStates } from './eligible-states';
import { COVERAGE_BUILDER_PATH, useLeave } from './leave';

export const DENIAL_TYPES = [
  'default',
  'dob',
  'location',
  'state_ineligible',
  'rejected',
  'rejected_reinstatement',
  'failed',
  'referred_to_underwriter',
] as const;
export type DenialType = (typeof DENIAL_TYPES)[number];

function typeOf(value: string | undefined): DenialType {
  return DENIAL_TYPES.find((type) => type === value) ?? 'default';
}

interface Variant {
  title: string;
  body: ReactNode;
  actions: ReactNode;
  icon?: ReactNode;
}

export function CoverageDeniedPage({
  hasAccidentalDeathOffer = false,
}: {
  /** Hides "apply for a new policy" after a refused reinstatement (the offers arrive with a later issue). */
  hasAccidentalDeathOffer?: boolean;
}) {
  const { t } = useTranslation();
  const leave = useLeave();
  const { data: settings } = useAppSettings();
  const type = typeOf(useParams().type);
  const dashboard = <Button onClick={() => leave.to('/')}>{t('coverageDenied.dashboard')}</Button>;

  const variants: Record<DenialType, () => Variant> = {
    default: () => ({
      title: t('coverageDenied.default.title'),
      body: <p>{t('coverageDenied.default.body')}</p>,
      actions: dashboard,
    }),
    dob: () => ({
      title: t('coverageDenied.dob.title', { min: MIN_INSURED_AGE, max: MAX_INSURED_AGE }),
      body: <p>{t('coverageDenied.dob.body')}</p>,
      actions: dashboard,
    }),
    location: () => ({
      title: t('coverageDenied.location.title'),
      body: <p>{t('coverageDenied.location.body')}</p>,
      actions: (
        <>
          <Button onClick={() => leave.to(COVERAGE_BUILDER_PATH)}>
            {t('coverageDenied.location.wyshes')}
          </Button>
          <Button variant="secondary" onClick={leave.tryAgainLater}>
            {t('coverageDenied.location.later')}
          </Button>
        </>
      ),
    }),
    state_ineligible: () => ({
      title: t('coverageDenied.stateIneligible.title'),
      body: (
        <>
          <p>{t('coverageDenied.stateIneligible.body')}</p>
          <EligibleStates />
        </>
      ),
      actions: dashboard,
    }),
    rejected: () => ({
      title: t('coverageDenied.rejected.title'),
      body: <p>{t('coverageDenied.rejected.body')}</p>,
      actions: dashboard,
    }),
    rejected_reinstatement: () => ({
      title: t('coverageDenied.rejectedReinstatement.title'),
      body: (
        <p>
          {hasAccidentalDeathOffer
            ? t('coverageDenied.rejectedReinstatement.body')
            : t('coverageDenied.rejectedReinstatement.bodyApply')}
        </p>
      ),
      actions: (
        <>
          {hasAccidentalDeathOffer ? null : (
            <Button onClick={() => leave.to(FULFILLMENT_START_PATH)}>
              {t('coverageDenied.rejectedReinstatement.apply')}
            </Button>
          )}
          <Button variant={hasAccidentalDeathOffer ? 'primary' : 'secondary'} onClick={() => leave.to('/')}>
            {t('coverageDenied.rejectedReinstatement.close')}
          </Button>
        </>
      ),
    }),
    failed: () => ({
      title: t('coverageDenied.failed.title'),
      body: <p>{t('coverageDenied.failed.body')}</p>,
      actions: dashboard,
      icon: <ToolsIcon />,
    }),
    referred_to_underwriter: () => ({
      title: t('coverageDenied.referred.title'),
      body: (
        <>
          <p>{t('coverageDenied.referred.body')}</p>
          {settings ? (
            <p>
              <HelpCenterLink href={settings.helpCenterUrl}>
                {t('coverageDenied.referred.link')}
              </HelpCenterLink>
            </p>
          ) : null}
        </>
      ),
      actions: dashboard,
      icon: <ClockIcon />,
    }),
  };
  const variant = variants[type]();
  usePageTitle(variant.title);

  return (
    <MessageScreen title={variant.title} icon={variant.icon ?? <AlertIcon />} actions={variant.actions}>
      {variant.body}
    </MessageScreen>
  );
}
