import { Badge, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function StatusBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={disabled ? 'red' : 'green'} variant="subtle">
      {t(disabled ? 'iam.status.disabled' : 'iam.status.enabled')}
    </Badge>
  );
}

/** A user's roles in the UI's language; a role the screen does not know shows as written. */
export function RoleBadges({ roles, size }: { roles: readonly string[]; size?: 'sm' }) {
  const { t } = useTranslation();
  return (
    <Wrap gap="1">
      {roles.map((role) => (
        <Badge key={role} size={size} variant="subtle">
          {t(`iam.roles.${role}`, { defaultValue: role })}
        </Badge>
      ))}
    </Wrap>
  );
}
