import { Box, Button, Stack } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { MENU_HOVER_DEBOUNCE_MS } from './menu';

/**
 * A dropdown that opens on hover (debounced 100 ms, spec §9) and on click or
 * keyboard; Escape and leaving close it. A disclosure button + list of links.
 */
export function HoverMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const id = useId();
  const schedule = (next: boolean) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), MENU_HOVER_DEBOUNCE_MS);
  };
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The public pages come rendered from the server and start on the first interaction: a pointer
    // already resting on the menu then entered before anyone listened, and opens it now.
    if (box.current?.matches(':hover')) schedule(true);
    return () => window.clearTimeout(timer.current);
  }, []);
  return (
    <Box
      ref={box}
      position="relative"
      onMouseEnter={() => schedule(true)}
      onMouseLeave={() => schedule(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)} fontWeight="medium">
        {label}
        <ChevronDown aria-hidden />
      </Button>
      <Stack
        id={id}
        hidden={!open}
        as="ul"
        listStyleType="none"
        position="absolute"
        insetStart="0"
        top="100%"
        minW="56"
        py="2"
        gap="0"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="md"
        shadow="lg"
        zIndex="dropdown"
        onClick={() => setOpen(false)}
      >
        {children}
      </Stack>
    </Box>
  );
}
