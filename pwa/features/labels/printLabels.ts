import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { localized } from '../../lib/languagePath';
import { useAccess } from '../../session/access';
import { useLanguage } from '../../ui/language';

/**
 * Opens the label screen with these serials chosen (it prints them as a PDF
 * or for a thermal printer); null for whoever may not print labels, so no
 * screen offers a button that would answer 403.
 */
export function usePrintLabels(): ((serials: readonly string[]) => void) | null {
  const { canCall } = useAccess();
  const navigate = useNavigate();
  const language = useLanguage();
  const print = useCallback(
    (serials: readonly string[]) => void navigate(localized(language, '/admin/barcode'), { state: { serials: [...serials] } }),
    [navigate, language],
  );
  return canCall('labelSettings') ? print : null;
}
