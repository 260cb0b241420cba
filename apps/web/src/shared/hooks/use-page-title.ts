import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page, e.g. "Need Help? | wysh". */
export function usePageTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const brand = t('brand.name');
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand;
  }, [title, brand]);
}
