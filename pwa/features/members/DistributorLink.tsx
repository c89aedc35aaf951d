import { Link } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFullApp } from '../../ui/lazyRoute';

// In the public footer (first load): the form and zod load on the first click.
const DistributorForm = lazy(() => withFullApp(import('./DistributorForm')).then((m) => ({ default: m.DistributorForm })));

/** "Become a distributor": opens the join request form (back-office Application). */
export function DistributorLink() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link asChild color="fg.muted">
        <button type="button" onClick={() => setOpen(true)} data-testid="become-distributor">
          {t('public.member.becomeDistributor')}
        </button>
      </Link>
      {open && (
        <Suspense fallback={null}>
          <DistributorForm open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
