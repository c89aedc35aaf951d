import { Box, Flex } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BranchProvider } from '../../features/public/branch';
import { Footer } from '../../features/public/layout/Footer';
import { Header } from '../../features/public/layout/Header';
import { SponsorsStrip } from '../../features/public/layout/SponsorsStrip';
import { useSiteData } from '../../features/public/layout/useSiteData';

/** The public club site: header with menus and branch changer, the page, sponsors strip and footer. */
export function PublicLayout() {
  return (
    <BranchProvider>
      <PublicFrame />
    </BranchProvider>
  );
}

function PublicFrame() {
  const { pathname } = useLocation();
  // Navigation scrolls to top (spec §2).
  // Block body: recent Chromium returns a promise from scrollTo, and React
  // would take it for a cleanup function.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);
  const site = useSiteData();
  return (
    <Flex direction="column" minHeight="100dvh">
      <Header {...site} />
      {/* At least a screen tall: while a screen's chunk and data load, the footer stays below the fold instead of jumping down (layout shift). */}
      <Box as="main" flex="1" id="main" minHeight="100dvh">
        <Outlet />
      </Box>
      <SponsorsStrip />
      <Footer {...site} />
    </Flex>
  );
}
