import { Box, Button, Group, IconButton, Stack, Textarea } from '@chakra-ui/react';
import { Bold, Code, Heading2, Italic, Link, List, ListOrdered, Pilcrow, Quote, RemoveFormatting, Underline, Unlink } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanHtml as clean, editorValue } from './html';

// A small rich-text editor: a contentEditable area with a toolbar of the
// formats the HTML policy keeps (shared/contentHtml.ts). Whatever the browser
// or a paste puts in is cleaned by the same DOMPurify policy before it leaves
// the editor; the server cleans it again on save. No editor library: the
// allowed set is tiny and every rich editor package is 50–300 kB.

interface Props {
  value: string;
  onChange(html: string): void;
  label: string;
  dir: 'ltr' | 'rtl';
  invalid?: boolean;
}

export function RichTextEditor({ value, onChange, label, dir, invalid }: Props) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState(false);
  // The HTML this editor last reported, so a parent echoing it back does not reset the caret.
  const reported = useRef<string | null>(null);

  useEffect(() => {
    const node = area.current;
    if (node && value !== reported.current) {
      node.innerHTML = clean(value);
      reported.current = value;
    }
  }, [value, source]);

  const report = () => {
    const html = editorValue(area.current?.innerHTML ?? '');
    reported.current = html;
    onChange(html);
  };

  const run = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    report();
  };

  const link = () => {
    const url = window.prompt(t('contentAdmin.editor.linkPrompt'), 'https://');
    if (url && /^(https?:\/\/|mailto:|tel:|\/)/i.test(url.trim())) run('createLink', url.trim());
  };

  const tool = (name: string, icon: ReactNode, action: () => void) => (
    <IconButton
      key={name}
      size="xs"
      variant="ghost"
      aria-label={t(`contentAdmin.editor.${name}`)}
      title={t(`contentAdmin.editor.${name}`)}
      onMouseDown={(e) => e.preventDefault()}
      onClick={action}
      disabled={source}
    >
      {icon}
    </IconButton>
  );

  return (
    <Stack gap="0" width="full" borderWidth="1px" borderRadius="md" borderColor={invalid ? 'border.error' : 'border'} overflow="hidden">
      <Group
        role="toolbar"
        aria-label={`${t('contentAdmin.editor.toolbar')}: ${label}`}
        gap="0"
        flexWrap="wrap"
        bg="bg.subtle"
        borderBottomWidth="1px"
        px="1"
      >
        {tool('bold', <Bold />, () => run('bold'))}
        {tool('italic', <Italic />, () => run('italic'))}
        {tool('underline', <Underline />, () => run('underline'))}
        {tool('heading', <Heading2 />, () => run('formatBlock', '<h2>'))}
        {tool('paragraph', <Pilcrow />, () => run('formatBlock', '<p>'))}
        {tool('bulletList', <List />, () => run('insertUnorderedList'))}
        {tool('numberedList', <ListOrdered />, () => run('insertOrderedList'))}
        {tool('quote', <Quote />, () => run('formatBlock', '<blockquote>'))}
        {tool('link', <Link />, link)}
        {tool('unlink', <Unlink />, () => run('unlink'))}
        {tool('clear', <RemoveFormatting />, () => run('removeFormat'))}
        <Button size="xs" variant={source ? 'subtle' : 'ghost'} aria-pressed={source} onClick={() => setSource((s) => !s)} ms="auto">
          <Code /> {t('contentAdmin.editor.source')}
        </Button>
      </Group>
      {source ? (
        <Textarea
          aria-label={label}
          dir="ltr"
          fontFamily="mono"
          fontSize="sm"
          rows={10}
          border="none"
          borderRadius="0"
          value={value}
          onChange={(e) => {
            reported.current = null;
            onChange(e.target.value);
          }}
          onBlur={(e) => onChange(editorValue(e.target.value))}
        />
      ) : (
        <Box
          ref={area}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-invalid={invalid || undefined}
          contentEditable
          suppressContentEditableWarning
          dir={dir}
          minHeight="40"
          maxHeight="96"
          overflowY="auto"
          px="3"
          py="2"
          outline="none"
          _focusVisible={{ boxShadow: 'inset 0 0 0 2px var(--chakra-colors-color-palette-solid)' }}
          colorPalette="brand"
          css={{
            '& h2': { fontSize: 'lg', fontWeight: 'bold', my: '2' },
            '& ul': { ps: '6', listStyle: 'disc' },
            '& ol': { ps: '6', listStyle: 'decimal' },
            '& blockquote': { borderInlineStartWidth: '3px', ps: '3', color: 'fg.muted' },
            '& a': { color: 'colorPalette.fg', textDecoration: 'underline' },
            '& p': { my: '1' },
          }}
          onInput={report}
          onBlur={() => {
            // A paste may bring markup the policy drops: show what will be kept.
            const node = area.current;
            if (node) {
              const safe = clean(node.innerHTML);
              if (safe !== node.innerHTML) node.innerHTML = safe;
            }
            report();
          }}
        />
      )}
    </Stack>
  );
}
