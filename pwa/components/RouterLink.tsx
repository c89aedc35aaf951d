import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useLanguage } from '../ui/language';
import { localized } from '../lib/languagePath';

type Props = Omit<LinkProps, 'href'> & { to: string; nav?: boolean };

/** A Chakra link to a route of the app, under the current language prefix. */
export const RouterLink = forwardRef<HTMLAnchorElement, Props>(function RouterLink({ to, nav, children, ...rest }, ref) {
  const language = useLanguage();
  const target = localized(language, to);
  return (
    <ChakraLink asChild {...rest}>
      {nav ? (
        <NavLink ref={ref} to={target} end>
          {children}
        </NavLink>
      ) : (
        <Link ref={ref} to={target}>
          {children}
        </Link>
      )}
    </ChakraLink>
  );
});
