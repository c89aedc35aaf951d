import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/language';
import type { Branch } from '../../../data/public/branches';
import { useCurrentBranch } from '../branch';
import { pick } from '../../../components/useFormatters';

/** The branch changer: the choice is kept in localStorage (current_branch) and filters the lists. */
export function BranchSelect({ branches, size = 'sm' }: { branches: Branch[]; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { branch, setBranch } = useCurrentBranch();
  const known = branches.some((b) => b.slug === branch);
  return (
    <NativeSelect.Root size={size} width="auto" minW="32">
      <NativeSelect.Field
        aria-label={t('public.branch.choose')}
        value={branch}
        onChange={(e) => setBranch(e.currentTarget.value)}
        data-testid="branch-select"
      >
        {!known && <option value={branch}>{branch}</option>}
        {branches.map((b) => (
          <option key={b.id} value={b.slug}>
            {pick(b.name, language)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
