import { Checkbox, CheckboxGroup, Fieldset, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../../shared/access/permissions';
import { useSession } from '../../session/session';

/** Every role of §6 as a checkbox; a user may hold several. */
export function RolesPicker({ value, onChange, error }: { value: string[]; onChange(roles: string[]): void; error?: string | undefined }) {
  const { t } = useTranslation();
  // Only an owner may grant or revoke the owner role (the server checks too).
  const isOwner = useSession().user?.roles.includes('owner') ?? false;
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{t('iam.fields.roles')}</Fieldset.Legend>
      <CheckboxGroup value={value} onValueChange={onChange} name="roles">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
          {ROLES.map((role) => (
            <Checkbox.Root key={role} value={role} size="sm" disabled={role === 'owner' && !isOwner}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`iam.roles.${role}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
