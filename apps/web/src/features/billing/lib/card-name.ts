// How the billing page names a card: "Visa ending in 4242" (the brand as people write it, the last four digits).
import type { TFunction } from 'i18next';
import { cardBrandName } from '@wysh/domain/payments/cards';

export function cardName(t: TFunction, card: { brand?: string | null; last4?: string | null }): string {
  return card.brand && card.last4
    ? t('billing.card.name', { brand: cardBrandName(card.brand), last4: card.last4 })
    : t('billing.card.onFile');
}
