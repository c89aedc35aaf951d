import { Box, Center, HStack } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { ColorModeToggle } from '../../components/ColorModeToggle';
import { LanguageToggle } from '../../components/LanguageToggle';
import { Logo } from '../../components/Logo';
import { RouterLink } from '../../components/RouterLink';

export function AuthLayout() {
  return (
    <Center minHeight="100dvh" bg="bg.subtle" p="4" flexDirection="column" gap="4">
      <HStack justify="space-between" width="full" maxW="md">
        <RouterLink to="/" _hover={{ textDecoration: 'none' }}>
          <Logo />
        </RouterLink>
        <HStack gap="1">
          <LanguageToggle />
          <ColorModeToggle />
        </HStack>
      </HStack>
      <Box as="main" id="main" width="full" maxW="md" bg="bg.panel" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }}>
        <Outlet />
      </Box>
    </Center>
  );
}
