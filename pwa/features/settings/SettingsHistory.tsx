import { Badge, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isThemeName, THEMES } from '../../../shared/themes';
import type { SettingsHistoryEntry } from '../../data/settings';
import { useFormatters } from '../../components/useFormatters';

/**
 * Past settings, newest first, with their date and time written as every date of the back-office is (the spec's
 * DD/MM/YYYY and hh:mm am/pm are the server's `date` and `time`, kept for its callers: docs/decisions.md "Dates").
 */
export function SettingsHistory({ entries, onDelete }: { entries: SettingsHistoryEntry[]; onDelete(id: string): void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Stack gap="3" as="section" aria-labelledby="settings-history">
      <Heading as="h2" size="md" id="settings-history">
        {t('settings.history.title')}
      </Heading>
      {entries.length === 0 ? (
        <Text color="fg.muted">{t('settings.history.empty')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" data-testid="settings-history">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('settings.history.date')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('settings.history.time')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('settings.fields.theme')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('settings.fields.title')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('settings.fields.activationLimit')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell whiteSpace="nowrap">{format.date(entry.createdAt)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{format.time(entry.createdAt)}</Table.Cell>
                  <Table.Cell>
                    <Badge
                      variant="outline"
                      style={{
                        borderInlineStart: `8px solid ${isThemeName(entry.theme) ? THEMES[entry.theme].scale[500] : 'transparent'}`,
                      }}
                    >
                      {t(`settings.themes.${entry.theme}`, { defaultValue: entry.theme })}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>{entry.title}</Table.Cell>
                  <Table.Cell>{entry.activationLimit}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(entry.id)}>
                      {t('settings.history.delete')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
