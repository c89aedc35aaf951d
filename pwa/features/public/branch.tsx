import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readStored, writeStored } from '../../lib/storage';
import { useHydrating, useSsrPayload } from '../../lib/ssrPayload';
import { writeCookie } from '../../lib/cookies';

export const DEFAULT_BRANCH = 'smouha';

interface BranchState {
  /** Slug of the chosen branch (localStorage `current_branch`, default smouha). */
  branch: string;
  setBranch(slug: string): void;
}

const BranchContext = createContext<BranchState>({ branch: DEFAULT_BRANCH, setBranch: () => undefined });

export function BranchProvider({ children }: { children: ReactNode }) {
  const [stored, setState] = useState(() => readStored('current_branch') || DEFAULT_BRANCH);
  // Hydration renders the branch the server rendered with (its cookie); a
  // different stored choice takes over in the render right after.
  const payload = useSsrPayload();
  const branch = useHydrating() && payload ? payload.branch : stored;
  const setBranch = useCallback((slug: string) => {
    writeStored('current_branch', slug);
    writeCookie('current_branch', slug);
    setState(slug);
  }, []);
  const value = useMemo(() => ({ branch, setBranch }), [branch, setBranch]);
  return <BranchContext.Provider value={value}>{children}</BranchContext.Provider>;
}

export function useCurrentBranch(): BranchState {
  return useContext(BranchContext);
}
